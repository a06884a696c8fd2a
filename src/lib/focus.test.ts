import { focusFirstInvalid } from './focus';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field and scrolls it into view', () => {
    document.body.innerHTML = `<form>
      <input aria-label="a" />
      <input aria-label="b" aria-invalid="true" />
      <input aria-label="c" aria-invalid="true" />
    </form>`;
    const form = document.querySelector('form');
    const second = document.querySelector<HTMLInputElement>('[aria-label="b"]');
    const scroll = vi.fn();
    if (second) second.scrollIntoView = scroll;
    expect(focusFirstInvalid(form)).toBe(true);
    expect(document.activeElement).toBe(second);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves focus alone when nothing is invalid', () => {
    document.body.innerHTML = '<form><input aria-label="a" /></form>';
    expect(focusFirstInvalid(document.querySelector('form'))).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
