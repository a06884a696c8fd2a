import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { notifySuccess } from '@/components/ui/toasts';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { profileQuery, useUpdateProfile } from '../api/queries';
import { ProfileForm } from '../components/profile-form';
import { YourDataPanel } from '../components/your-data-panel';
import { displayName, formValuesToProfileInput, profileToFormValues, type ProfileFormValues } from '../lib/profile-form-values';
import { blueskyActor } from '@/lib/bluesky-handle';
import { useWords } from '@/lib/words';
import { PostsImportStatus } from '../components/posts-import-status';
import { ImportLeftOut } from '../components/import-left-out';

/** /app/user-profile: 'My account' of the logged-in user: the profile form, then Your data. */
export function Component() {
  const profile = useQuery(profileQuery());
  const updateProfile = useUpdateProfile();
  const standalone = useDemoBackend() !== null;
  const network = useWords().network;
  // the last saved change of the Bluesky handle (standalone build): its posts are read, and the page says so
  const [handleSaved, setHandleSaved] = useState<{ handle: string; save: number } | null>(null);

  const save = async (values: ProfileFormValues) => {
    const before = profile.data?.twitter_account_id ?? '';
    const user = await updateProfile.mutateAsync(formValuesToProfileInput(values));
    session.setName(user.first_name, user.last_name);
    notifySuccess('Update Profile Data !');
    const after = user.twitter_account_id ?? '';
    if (standalone && blueskyActor(after) !== blueskyActor(before)) setHandleSaved((last) => ({ handle: blueskyActor(after) ?? '', save: (last?.save ?? 0) + 1 }));
  };

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">My account</h1>
      </div>
      <div className="card-body">
        <ImportLeftOut />
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
                    <dt className="small text-muted fw-normal">{network.Posts}</dt>
                    <dd className="h5 mb-0">{user.tweet_count}</dd>
                  </div>
                </dl>
              </div>
              {handleSaved ? <PostsImportStatus key={handleSaved.save} handle={handleSaved.handle} postCount={user.tweet_count} /> : null}
              <ProfileForm key={user.id} initialValues={profileToFormValues(user)} onSubmit={save} pending={updateProfile.isPending} error={updateProfile.error} />
              <YourDataPanel user={user} builtIn={standalone} displayName={displayName(user)} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
