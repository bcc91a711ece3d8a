import { render, waitFor } from '@testing-library/react';
import { ThemeRoot } from '../theme';
import { SafeHtml, sanitizeHtml } from '.';

describe('sanitizeHtml', () => {
  it('removes scripts, event handler attributes and javascript: URLs, keeping the content', async () => {
    const clean = await sanitizeHtml(
      '<p onclick="steal()">Hello <b onmouseover="x()">world</b></p><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript:/i);
    expect(clean).toContain('<p>Hello <b>world</b></p>');
    expect(clean).toContain('<img src="x.png">');
  });

  it('keeps a link opening a new tab but cuts its way back to the page', async () => {
    const clean = await sanitizeHtml(
      '<a href="https://example.com" target="_blank">site</a><a href="/x" target="_top">x</a>',
    );
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(clean).toContain('<a href="/x">x</a>');
  });

  it('returns an empty string for nothing', async () => {
    expect(await sanitizeHtml(null)).toBe('');
    expect(await sanitizeHtml(undefined)).toBe('');
  });

  it('SafeHtml renders only the sanitized markup', async () => {
    const html = '<p>Policy</p><iframe src="https://evil"></iframe><svg onload="x()"></svg>';
    const { container } = render(<SafeHtml html={html} />, { wrapper: ThemeRoot });
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Policy'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('onload');
  });
});
