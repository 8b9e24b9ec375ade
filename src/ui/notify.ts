// The one wrapper around react-toastify: blocks call notify.success / notify.error with copy from JSON.
// Position and duration come from pages/_site.json through the ToastContainer in the shell.
import { toast } from 'react-toastify';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
