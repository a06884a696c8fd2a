/**
 * React Aria (the widgets' library) adds one `<style>` element at run time, for the touch-action of
 * the elements it makes pressable. The app's CSP (`style-src 'self'`, no 'unsafe-inline', no nonce)
 * blocks such elements, so the rule ships in app.scss instead (`[data-react-aria-pressable]`), and
 * an element with the id React Aria looks for tells it the rule is already there: no blocked
 * `<style>`, no CSP violation. Imported by every module that uses the library.
 * Its other `<style>` (`* { overscroll-behavior: contain }` while a menu or listbox is open, on iOS
 * Safari only) is blocked: there its touchmove handler still keeps the page from scrolling.
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = 'react-aria-pressable-style';
  marker.content = 'in app.scss';
  document.head.append(marker);
}
