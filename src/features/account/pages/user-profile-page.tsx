import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { notifySuccess } from '@/components/ui/toasts';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { profileQuery, useUpdateProfile } from '../api/queries';
import { ProfileForm } from '../components/profile-form';
import { YourDataPanel } from '../components/your-data-panel';
import { displayName, formValuesToProfileInput, profileToFormValues, type ProfileFormValues } from '../lib/profile-form-values';

/** /app/user-profile: 'My account' of the logged-in user: the profile form, then Your data. */
export function Component() {
  const profile = useQuery(profileQuery());
  const updateProfile = useUpdateProfile();
  const standalone = useDemoBackend() !== null;

  const save = async (values: ProfileFormValues) => {
    const user = await updateProfile.mutateAsync(formValuesToProfileInput(values));
    session.setName(user.first_name, user.last_name);
    notifySuccess('Update Profile Data !');
  };

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">My account</h1>
      </div>
      <div className="card-body">
        <QueryState query={profile}>
          {(user) => (
            <>
              <div className="d-flex flex-wrap align-items-baseline gap-4 mb-4">
                <h2 className="h5 mb-0">{displayName(user)}</h2>
                <dl className="d-flex gap-4 mb-0">
                  <div className="text-center">
                    <dt className="small text-muted fw-normal">Publications</dt>
                    <dd className="h5 mb-0">{user.paper_count}</dd>
                  </div>
                  <div className="text-center">
                    <dt className="small text-muted fw-normal">Tweets</dt>
                    <dd className="h5 mb-0">{user.tweet_count}</dd>
                  </div>
                </dl>
              </div>
              <ProfileForm key={user.id} initialValues={profileToFormValues(user)} onSubmit={save} pending={updateProfile.isPending} error={updateProfile.error} />
              <YourDataPanel user={user} builtIn={standalone} displayName={displayName(user)} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
