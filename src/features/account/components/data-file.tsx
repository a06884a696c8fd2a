import { useId, useRef, useState, type ChangeEvent } from 'react';
import { dataFileRefusal, type DataCounts, type DataFilePreview } from '@/api/user/standalone-data';
import { downloadJson, exportFileName } from '@/components/charts/chart-export';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notifySuccess } from '@/components/ui/toasts';
import { session } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useWords } from '@/lib/words';
import type { SocialNetwork } from '@/config/social';
import { useDownloadData, usePreviewDataFile, useRestoreDataFile } from '../api/queries';

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** "12 papers, 30 interests, 2 blacklisted keywords, 5 saved posts and 0 imported posts" (in the build's words) */
export function describeCounts(counts: DataCounts, network: SocialNetwork): string {
  return [
    plural(counts.papers, 'paper'),
    plural(counts.interests, 'interest'),
    plural(counts.blacklisted, 'blacklisted keyword'),
    plural(counts.saved_tweets, `saved ${network.post}`),
  ].join(', ') + ` and ${plural(counts.imported_tweets, `imported ${network.post}`)}`;
}

type SingleFlight = ReturnType<typeof useSingleFlight>;

type Chosen = { name: string; content: string; preview: DataFilePreview };

/** Download my data: the account's data as one JSON file named after the researcher. */
function DownloadButton({ displayName, singleFlight }: { displayName: string; singleFlight: SingleFlight }) {
  const download = useDownloadData();
  const save = () =>
    void singleFlight(async () => {
      try {
        const file = await download.mutateAsync();
        downloadJson(file, exportFileName('data', displayName, 'json'));
      } catch {
        // the global handler raised the toast
      }
    });
  return (
    <BusyButton className="btn btn-outline-primary btn-sm" onClick={save} busy={download.isPending} spinnerClassName="me-1">
      Download my data
    </BusyButton>
  );
}

/** Restore from a file: the chosen file checked (`problem` when it cannot be read), then replaced once confirmed. */
function useRestoreFile(network: SocialNetwork, singleFlight: SingleFlight) {
  const preview = usePreviewDataFile();
  const restore = useRestoreDataFile();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    void singleFlight(async () => {
      try {
        const content = await file.text();
        setChosen({ name: file.name, content, preview: await preview.mutateAsync(content) });
      } catch (error) {
        clearInput();
        setProblem(dataFileRefusal(error) ?? `The file ${file.name} could not be checked. Try again.`);
      }
    });
  };

  const cancel = () => {
    if (restore.isPending) return;
    setChosen(null);
    clearInput();
  };

  const confirm = () =>
    void singleFlight(async () => {
      if (!chosen) return;
      try {
        const user = await restore.mutateAsync(chosen.content);
        session.setName(user.first_name, user.last_name);
        setChosen(null);
        clearInput();
        notifySuccess(`Your data was restored: ${describeCounts(user.restored, network)}.`);
      } catch {
        // the global handler raised the toast; nothing was replaced, the dialog stays for another try
      }
    });
  return { input, problem, chosen, choose, cancel, confirm, checking: preview.isPending, restoring: restore.isPending };
}

/**
 * "Your data" on My account (standalone build only: the data lives in this browser). Download my
 * data saves the account's data as one JSON file; Restore from a file checks a file, says what it
 * holds and what it replaces, and replaces the data once confirmed.
 */
export function DataFile({ displayName }: { displayName: string }) {
  const { network } = useWords();
  // one action at a time, a download or a restore
  const singleFlight = useSingleFlight();
  const { input, problem, chosen, choose, cancel, confirm, checking, restoring } = useRestoreFile(network, singleFlight);
  const inputId = useId();
  const problemId = useId();

  const from = chosen?.preview;
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="data-file-heading">
      <h3 id="data-file-heading" className="h6">
        Download or restore
      </h3>
      <p className="small text-muted">
        Your account, papers, interests, blacklist and saved {network.posts} are kept in this browser only. Download them as one file to keep a copy or to
        move them to another browser.
      </p>
      <div className="d-flex flex-wrap align-items-end gap-3">
        <DownloadButton displayName={displayName} singleFlight={singleFlight} />
        <div>
          <label htmlFor={inputId} className="form-label small mb-1">
            Restore from a file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/json,.json"
            className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
            onChange={choose}
            disabled={checking}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        {checking ? (
          <span role="status" className="small">
            Checking the file…
          </span>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-danger small mt-2 mb-0">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog open={chosen !== null} title="Restore from this file?" confirmLabel="Restore" busy={restoring} onConfirm={confirm} onCancel={cancel}>
        {from ? (
          <>
            <p>
              {chosen.name} holds the data of {from.account.first_name} {from.account.last_name} ({from.account.email}), saved on{' '}
              {from.exported_on.slice(0, 10)}: {describeCounts(from.file, network)}.
            </p>
            <p className="mb-0">
              It replaces your {describeCounts(from.current, network)}, and your name, Semantic Scholar id and {network.registerLabel}. Your email and password stay.
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
