type AlgorithmSelectProps = {
  id: string;
  algorithms: readonly string[];
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** from the panel's fieldProps: onBlur, aria-invalid and aria-describedby */
  fieldProps: { onBlur: () => void; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
};

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
