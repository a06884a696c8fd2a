// The unstyled entry: the CSS below is imported, so the library must not inject a style tag (CSP).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** The app's one toast container (loaded with the first toast, see toast-host.tsx). */
export default function AppToastContainer() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
