import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { LongText } from '@/components/ui/long-text';
import { Pager } from '@/components/ui/pager';
import { cutText, pageOf } from '@/lib/bounded';
import { notifySuccess } from '@/components/ui/toasts';
import { fieldErrors } from '@/lib/error-message';
import { useSingleFlight } from '@/lib/use-single-flight';
import { BLACKLIST_UNSUPPORTED } from '../lib/blacklist';
import { blacklistQuery, useAddBlacklistedKeyword, useDeleteBlacklistedKeyword, type BlacklistResult } from '../api/queries';
import { BusyButton } from '@/components/ui/busy-button';

/** /app/blacklisted-keywords: 'Blacklisted Keywords'. */
export function Component() {
  const blacklist = useQuery(blacklistQuery());
  const remove = useDeleteBlacklistedKeyword();
  const [page, setPage] = useState(0);

  const render = (data: BlacklistResult) => {
    if (!data.supported) {
      return (
        <div className="alert alert-info mb-0" role="status">
          {BLACKLIST_UNSUPPORTED}
        </div>
      );
    }
    const keywords = data.keywords;
    const view = pageOf(keywords, page);
    return (
      <>
        <AddKeywordForm />
        {keywords.length === 0 ? (
          <EmptyState>No Keywords Data</EmptyState>
        ) : (
          <>
            <Pager label="Blacklist pages" noun="keywords" total={keywords.length} {...view} onPage={setPage} />
            <ul className="list-group" aria-label="Blacklisted keywords">
              {view.items.map((item) => (
                <li key={item.id} className="list-group-item d-flex align-items-center gap-2">
                  <LongText text={item.keyword} />
                  <BusyButton
                    className="btn btn-sm btn-outline-danger ms-auto"
                    aria-label={`Delete ${cutText(item.keyword).text}`}
                    busy={remove.isPending && remove.variables === item.id}
                    spinnerClassName="me-1"
                    onClick={() => remove.mutate(item.id)}
                  >
                    Delete
                  </BusyButton>
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  };

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">Blacklisted Keywords</h1>
      </div>
      <div className="card-body">
        <QueryState query={blacklist}>{render}</QueryState>
      </div>
    </section>
  );
}

function AddKeywordForm() {
  const [keyword, setKeyword] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useAddBlacklistedKeyword();
  const singleFlight = useSingleFlight();
  const serverError = Object.values(fieldErrors(add.error))[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const text = keyword.trim();
    if (text === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await singleFlight(async () => {
        await add.mutateAsync(text);
        setKeyword('');
        notifySuccess('Add Keyword !');
      });
    } catch {
      // the global handler raised the toast; the text stays for another try
    }
  };

  return (
    <form className="d-flex flex-wrap align-items-start gap-2 mb-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormField className="flex-grow-1 mb-0" label="Keyword" value={keyword} onChange={setKeyword} error={missing ? 'Keyword is required' : serverError} />
      <BusyButton type="submit" className="btn btn-primary" style={{ marginTop: '2rem' }} busy={add.isPending}>
        Add
      </BusyButton>
    </form>
  );
}
