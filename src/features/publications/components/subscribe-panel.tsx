import { useId, useState } from 'react';
import { useHref } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LongTermInterest } from '@/api/user/schemas';
import { downloadBlob, exportFileName } from '@/components/charts/chart-export';
import { buildIcs, buildOpml, FEED_INTERESTS, type Reminder } from '../lib/subscribe';
import { PeriodicCheckOption } from './periodic-check-option';


/**
 * Subscribe without an account anywhere: the top interests as arXiv feeds in an OPML file (a feed
 * reader polls them itself), a weekly or monthly calendar reminder that opens New for you, and, in
 * Chromium with the app installed, a periodic check with a notification (periodic-check-option.tsx).
 */
export function SubscribePanel({ interests }: { interests: readonly LongTermInterest[] }) {
  const [every, setEvery] = useState<Reminder>('weekly');
  // the address of New for you in this deployment, its base path included
  const digestHref = useHref(paths.newForYou);
  const digestAddress = () => new URL(digestHref, window.location.origin).href;
  const selectId = useId();
  const opml = () => downloadBlob(new Blob([buildOpml(interests, new Date())], { type: 'text/x-opml;charset=utf-8' }), exportFileName('feeds', undefined, 'opml'));
  const ics = () => downloadBlob(new Blob([buildIcs(every, digestAddress(), new Date())], { type: 'text/calendar;charset=utf-8' }), exportFileName(`reminder ${every}`, undefined, 'ics'));
  return (
    <section className="border-top pt-3 mt-4" aria-labelledby={`${selectId}-title`}>
      <h2 className="h5" id={`${selectId}-title`}>
        Subscribe
      </h2>
      <p className="small text-muted">No account anywhere: a feed reader reads the feeds itself, and your calendar reminds you to look here.</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={opml} disabled={interests.length === 0}>
          Feeds of your top {Math.min(FEED_INTERESTS, interests.length) || FEED_INTERESTS} interests (OPML)
        </button>
        <label className="small ms-sm-3" htmlFor={selectId}>
          Reminder
        </label>
        <select id={selectId} className="form-select form-select-sm w-auto" value={every} onChange={(event) => setEvery(event.target.value === 'monthly' ? 'monthly' : 'weekly')}>
          <option value="weekly">Weekly (Mondays)</option>
          <option value="monthly">Monthly (the 1st)</option>
        </select>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={ics}>
          Calendar reminder (.ics)
        </button>
      </div>
      <PeriodicCheckOption />
    </section>
  );
}
