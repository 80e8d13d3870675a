/**
 * Sets an input's value the way typing would, so React's onChange (and form libraries listening
 * to it) sees the change in controlled and uncontrolled inputs alike.
 */
export function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
