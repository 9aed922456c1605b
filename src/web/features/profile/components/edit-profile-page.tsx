import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { EditProfileForm } from './edit-profile-form.tsx';

/** /customer-dashboard/profile/edit: change name, phone and (optionally) the password. */
export function EditProfilePage() {
  useDocumentTitle('Edit profile');
  const { user } = useCurrentUser();
  // The dashboard frame renders pages once the user is known; this only covers the type.
  if (!user) return <Spinner label="Loading your profile" />;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Edit profile</h1>
      <section
        aria-label="Your details"
        className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <EditProfileForm user={user} />
      </section>
    </div>
  );
}
