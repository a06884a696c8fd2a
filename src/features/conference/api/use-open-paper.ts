import { useMutation } from '@tanstack/react-query';
import { fetchPaper } from '@/api/conference';
import { CONFERENCE_NOTIFICATION_MS, notifyError } from '@/components/ui/toasts';

/**
 * Opens a LAK publication on Semantic Scholar (GET fetchpaper/?!{title} gives its URL). The new tab
 * is opened at the click, so no popup blocker stops it, and pointed at the paper when the URL arrives;
 * a failure closes it and says so for 8 s (the conference notifications' time).
 */
export function useOpenPaper() {
  const mutation = useMutation({ mutationFn: fetchPaper, meta: { silent: true } });
  return {
    pending: mutation.isPending ? mutation.variables : undefined,
    open: (title: string) => {
      const tab = window.open('about:blank', '_blank');
      mutation.mutate(title, {
        onSuccess: (url) => {
          // only a web address is followed, whatever the server sends
          if (!/^https?:\/\//i.test(url)) {
            tab?.close();
            return;
          }
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else {
            window.location.assign(url);
          }
        },
        onError: (error) => {
          tab?.close();
          notifyError(error, 'conference', CONFERENCE_NOTIFICATION_MS);
        },
      });
    },
  };
}
