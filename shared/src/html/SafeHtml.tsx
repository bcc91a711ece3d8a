import { useEffect, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string | null | undefined;
  as?: 'div' | 'section' | 'article' | 'span';
}

const Content = styled.div`
  overflow-wrap: anywhere;

  /* Server content is written for any width; keep it inside a 375 px screen. */
  img,
  video,
  iframe {
    max-width: 100%;
    height: auto;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Renders server HTML after sanitizeHtml (empty until it is clean); the only place that should set innerHTML. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const [clean, setClean] = useState('');
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html).then((sanitized) => current && setClean(sanitized));
    return () => {
      current = false;
    };
  }, [html]);
  return <Content as={as} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
