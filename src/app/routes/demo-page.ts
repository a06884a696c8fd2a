// The demo page draws charts, lists and dialogs: it loads the signed-in pages' stylesheet with its
// code, which the sign-in page (same layout) does not need.
import '@/styles/app.scss';

export * from '@/features/demo/pages/demo-page';
