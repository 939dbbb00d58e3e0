import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortfolioNotice } from './PortfolioNotice.js';

describe('the portfolio dialog’s notice', () => {
  it('shows no tinted box when there is nothing to say', () => {
    const html = renderToStaticMarkup(<PortfolioNotice message={null} />);
    expect(html).not.toContain('portfolio-notice');
    expect(html).toBe('<div role="status"></div>');
  });

  it('shows the message in the tinted box, inside the status region that announces it', () => {
    expect(renderToStaticMarkup(<PortfolioNotice message="Review saved" />)).toBe(
      '<div role="status"><p class="portfolio-notice">Review saved</p></div>',
    );
  });
});
