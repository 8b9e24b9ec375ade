// What the prerendered HTML of a form of the site carries for its delivery (src/ui/SiteForm.tsx):
// nothing new in demo mode; what Netlify reads when it deploys; where a post without script goes; the
// honeypot, hidden from people and assistive technology; the notice before a mail program opens.
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import { formDelivery } from '../../src/schema/formDelivery';
import { formField } from '../../src/schema/formField';
import { SiteForm } from '../../src/ui/SiteForm';
import { renderOnServer } from './support/serverRender';

const form = {
  fields: [
    formField.parse({ name: 'email', label: 'Email', kind: 'email', required: true, requiredMessage: 'Enter it' }),
    formField.parse({ name: 'message', label: 'Message', kind: 'textarea' }),
  ],
  submitLabel: 'Send',
  sentMessage: 'Sent',
};

const rendered = (delivery?: object, name = 'contact', fields = form.fields) =>
  renderOnServer(
    <SiteForm
      form={{ ...form, fields, delivery: delivery && formDelivery.parse(delivery) }}
      name={name}
      checks="messages"
    />,
  ).querySelector('form')!;

describe('a form of the site, as prerendered', () => {
  test("in demo mode, the template's, it has no action, no method and no hidden field", () => {
    expect(site.forms.delivery.mode).toBe('demo');
    const element = rendered();
    expect(element.getAttribute('action')).toBeNull();
    expect(element.getAttribute('method')).toBeNull();
    expect([...element.querySelectorAll('input, textarea')].map((control) => control.getAttribute('name'))).toEqual([
      'email',
      'message',
    ]);
  });

  test('with Netlify Forms it carries what Netlify reads: name, data-netlify, form-name and the honeypot', () => {
    const element = rendered({ mode: 'netlify' }, 'contact');
    expect(element.getAttribute('name')).toBe('contact');
    expect(element.getAttribute('data-netlify')).toBe('true');
    expect(element.getAttribute('method')).toBe('post');
    expect(element.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value).toBe('contact');
    const honeypot = element.getAttribute('netlify-honeypot')!;
    expect(element.querySelector(`input[name="${honeypot}"]`)).not.toBeNull();
  });

  test("a name in the form's JSON replaces the block's", () => {
    const element = renderOnServer(
      <SiteForm
        form={{ ...form, name: 'sales', delivery: formDelivery.parse({ mode: 'netlify' }) }}
        name="contact"
        checks="messages"
      />,
    ).querySelector('form')!;
    expect(element.getAttribute('name')).toBe('sales');
    expect(element.querySelector<HTMLInputElement>('input[name="form-name"]')?.value).toBe('sales');
  });

  test('with an endpoint, a post without script goes there; with a password field, it never posts by itself', () => {
    const url = 'https://forms.example.com/f/1';
    const element = rendered({ mode: 'endpoint', url });
    expect(element.getAttribute('action')).toBe(url);
    expect(element.getAttribute('method')).toBe('post');
    const withPassword = rendered({ mode: 'endpoint', url }, 'registration', [
      ...form.fields,
      formField.parse({ name: 'password', label: 'Password', kind: 'password' }),
    ]);
    expect(withPassword.getAttribute('action')).toBeNull();
    expect(withPassword.getAttribute('method')).toBeNull();
  });

  test('the honeypot is out of sight, out of the tab order, never autofilled and not announced', () => {
    const element = rendered({ mode: 'endpoint', url: 'https://forms.example.com/f/1' });
    const wrapper = element.querySelector('[aria-hidden="true"]')!;
    const input = wrapper.querySelector('input')!;
    expect(input.getAttribute('tabindex')).toBe('-1');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(wrapper.className).toMatch(/honeypot/);
    expect(element.querySelectorAll('input:not([type="hidden"])')).toHaveLength(2);
  });

  test("with email, the form says before anything is sent that the mail program will open, in the site's words", () => {
    const element = rendered({ mode: 'email', to: 'hello@example.com', subject: 'Hello' });
    const button = element.querySelector('button[type="submit"]')!;
    const notice = element.ownerDocument.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(notice.textContent).toBe(site.forms.messages.emailNotice);
  });
});
