/** What a demo panel's field control gets from its form (useDemoForm's bind): onBlur, aria-invalid and aria-describedby. */
export type FieldProps = { onBlur: () => void; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A field's control as useDemoForm's bind(field) gives it: its value and setter, whether it is the invalid one, its props. */
export type BoundField = { value: string; onChange: (value: string) => void; invalid: boolean; fieldProps: FieldProps };

/** The one message of a demo panel's form (the first invalid field's), which that field points to by `id`. */
export function FormProblem({ id, invalid }: { id: string; invalid: { message: string } | null }) {
  if (!invalid) return null;
  return (
    <div id={id} className="alert alert-warning py-2" role="alert">
      {invalid.message}
    </div>
  );
}
