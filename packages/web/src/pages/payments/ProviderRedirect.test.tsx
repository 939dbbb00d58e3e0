import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProviderForm } from './ProviderRedirect.js';

describe('the form that takes the payer to eSewa', () => {
  it('posts every signed field, as given, to eSewa’s address', () => {
    const html = renderToStaticMarkup(
      <ProviderForm
        url="https://rc-epay.esewa.com.np/api/epay/main/v2/form"
        fields={{
          amount: '500',
          signed_field_names: 'total_amount,transaction_uuid,product_code',
          signature: 'a+b/c="',
        }}
      />,
    );
    const form = /^<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="https://rc-epay.esewa.com.np/api/epay/main/v2/form"');
    expect(form).toContain('hidden=""');
    expect(html.match(/<input /g)).toHaveLength(3);
    expect(html).toContain('<input type="hidden" name="amount" value="500"/>');
    expect(html).toContain(
      '<input type="hidden" name="signed_field_names" value="total_amount,transaction_uuid,product_code"/>',
    );
    expect(html).toContain('<input type="hidden" name="signature" value="a+b/c=&quot;"/>');
  });
});
