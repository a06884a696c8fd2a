import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { parseId } from '@/lib/id';
import { paperQuery, useUpdatePaper } from '../api/queries';
import { PaperForm } from '../components/paper-form';
import { formValuesToInput, paperToFormValues, type PaperFormValues } from '../lib/paper-form-values';

/** /app/edit-paper/{id}: 'Edit Publication' with the paper's fields preloaded. */
export function Component() {
  const params = useParams();
  const id = parseId(params.id);

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">Edit Publication</h1>
      </div>
      <div className="card-body">
        {id === null ? <EmptyState>No Data Found</EmptyState> : <EditPaper id={id} />}
      </div>
    </section>
  );
}

function EditPaper({ id }: { id: number }) {
  const navigate = useNavigate();
  const paper = useQuery(paperQuery(id));
  const updatePaper = useUpdatePaper(id);

  const submit = async (values: PaperFormValues) => {
    await updatePaper.mutateAsync(formValuesToInput(values));
    notifySuccess('Paper Updated!');
    await navigate(paths.viewPapers);
  };

  return (
    <QueryState query={paper}>
      {(data) => (
        <PaperForm
          key={data.id}
          initialValues={paperToFormValues(data)}
          submitLabel="Update"
          onSubmit={submit}
          pending={updatePaper.isPending}
          error={updatePaper.error}
        />
      )}
    </QueryState>
  );
}
