import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { LongText } from '@/components/ui/long-text';
import { Pager } from '@/components/ui/pager';
import { cutText, pageOf } from '@/lib/bounded';
import { notifySuccess } from '@/components/ui/toasts';
import { fieldErrors } from '@/lib/error-message';
import { useForm } from '@/lib/form/use-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { BLACKLIST_UNSUPPORTED } from '../lib/blacklist';
import { blacklistValidator } from '../lib/interest-schemas';
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

// a signed-in page has zod already (the API schemas): the check is at hand
const loadValidator = () => Promise.resolve(blacklistValidator);

function AddKeywordForm() {
  const form = useForm(loadValidator, { keyword: '' });
  const add = useAddBlacklistedKeyword();
  const singleFlight = useSingleFlight();
  // the server's message stands until the keyword is edited
  const serverError = form.edited('keyword') ? undefined : Object.values(fieldErrors(add.error))[0];

  const submit = form.submit({
    onValid: ({ keyword }) => {
      if (add.isPending) return;
      singleFlight(async () => {
        await add.mutateAsync(keyword.trim());
        form.reset({ keyword: '' });
        notifySuccess('Add Keyword !');
      }).catch(() => {
        // the global handler raised the toast; the text stays for another try
      });
    },
  });

  return (
    <form ref={form.formRef} className="d-flex flex-wrap align-items-start gap-2 mb-3" onSubmit={submit} onFocus={() => void form.preload()} noValidate>
      <FormField className="flex-grow-1 mb-0" label="Keyword" {...form.field('keyword')} error={form.errors.keyword ?? serverError} />
      <BusyButton type="submit" className="btn btn-primary" style={{ marginTop: '2rem' }} busy={add.isPending}>
        Add
      </BusyButton>
    </form>
  );
}
