import type { BoundField } from './form-parts';

type AlgorithmSelectProps = BoundField & { id: string; algorithms: readonly string[] };

/** The labelled algorithm select of a demo panel, with its 'Select algorithm' placeholder. */
export function AlgorithmSelect({ id, algorithms, value, onChange, invalid, fieldProps }: AlgorithmSelectProps) {
  return (
    <>
      <label className="form-label" htmlFor={id}>
        Algorithm
      </label>
      <select
        {...fieldProps}
        id={id}
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select algorithm</option>
        {algorithms.map((algorithm) => (
          <option key={algorithm} value={algorithm}>
            {algorithm}
          </option>
        ))}
      </select>
    </>
  );
}
