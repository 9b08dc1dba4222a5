import type { CheckoutNext } from '@portal/contracts';

/** Leaves the portal for the provider: a hosted page (redirect) or a form the provider wants posted. */
export function goToCheckout(next: CheckoutNext): boolean {
  if (next.type === 'redirect' && next.redirect_url) {
    window.location.assign(next.redirect_url);
    return true;
  }
  if (next.type === 'form' && next.form) {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = next.form.action;
    for (const [name, value] of Object.entries(next.form.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    return true;
  }
  return false;
}
