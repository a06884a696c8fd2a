import { createContext, useContext } from 'react';

/** True while the screens show the generated offline sample instead of the LAK papers. */
export const SampleDataContext = createContext(false);

/** "sample data, not LAK" on a chart drawn from the offline sample; nothing otherwise. */
export function SampleLabel() {
  const sample = useContext(SampleDataContext);
  if (!sample) return null;
  return <span className="badge text-bg-warning">sample data, not LAK</span>;
}
