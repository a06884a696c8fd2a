import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { useCreatePaper } from '../api/queries';
import { PaperForm } from '../components/paper-form';
import { emptyPaperForm, formValuesToInput, type PaperFormValues } from '../lib/paper-form-values';

/** /app/add-paper: 'Add Publication'. */
export function Component() {
  const navigate = useNavigate();
  const createPaper = useCreatePaper();

  const submit = async (values: PaperFormValues) => {
    await createPaper.mutateAsync(formValuesToInput(values));
    notifySuccess('Paper Added!');
    await navigate(paths.viewPapers);
  };

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">Add Publication</h1>
      </div>
      <div className="card-body">
        <PaperForm initialValues={emptyPaperForm} submitLabel="Save" onSubmit={submit} pending={createPaper.isPending} error={createPaper.error} />
      </div>
    </section>
  );
}
