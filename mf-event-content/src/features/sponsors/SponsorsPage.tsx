import { joinResults, listReset, QueryState, Skeleton, useCall } from '@atrium/shared';
import type { ContentList, Sponsor, SponsorCategory } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModulePage } from '../../components/ModulePage';
import { useWindowSize } from '../../hooks/useWindowSize';
import { externalUrl } from '../../utils/externalUrl';
import { useEvent } from '../event';
import { sponsorCategoriesQuery, sponsorsQuery } from './api';
import { sponsorLogoWidth } from './logoScale';

/** Each category with its sponsors, in the categories' order; a category without sponsors is left out. */
function byCategory(categories: ContentList<SponsorCategory>, sponsors: ContentList<Sponsor>) {
  return categories.items
    .map((category) => ({ category, sponsors: sponsors.items.filter((s) => s.categoryID === category.id) }))
    .filter((group) => group.sponsors.length > 0);
}

/**
 * Sponsors (spec 2 §2.8): a heading and a grid of logos per category, sized by its logoScale; a
 * logo with an external link opens it in a new window; the title shows as a tooltip.
 */
export function SponsorsPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { width } = useWindowSize();
  const groups = joinResults(useCall(sponsorCategoriesQuery(event.id)), useCall(sponsorsQuery(event.id)), byCategory);

  return (
    <Page aria-labelledby="sponsors-heading">
      <h1 id="sponsors-heading">{t('area.sponsors')}</h1>
      <QueryState query={groups} loading={<Skeleton height={200} />} isEmpty={(data) => data.length === 0}>
        {(data) =>
          data.map(({ category, sponsors }) => {
            const logoWidth = sponsorLogoWidth(category.logoScale, width);
            return (
              <section key={category.id} aria-labelledby={`sponsor-category-${category.id}`}>
                <h2 id={`sponsor-category-${category.id}`}>{category.title}</h2>
                <Logos>
                  {sponsors.map((sponsor) => {
                    const link = externalUrl(sponsor.externalLink);
                    const logo = sponsor.image ? (
                      <img src={sponsor.image} alt={sponsor.title} style={{ width: logoWidth }} loading="lazy" />
                    ) : (
                      <Name style={{ width: logoWidth }}>{sponsor.title}</Name>
                    );
                    return (
                      <li key={sponsor.id} title={sponsor.title} data-testid="sponsor-logo">
                        {link ? (
                          <a href={link} target="_blank" rel="noopener noreferrer">
                            {logo}
                          </a>
                        ) : (
                          logo
                        )}
                      </li>
                    );
                  })}
                </Logos>
              </section>
            );
          })
        }
      </QueryState>
    </Page>
  );
}

const Page = styled(ModulePage)`
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}

  li {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }

  img {
    display: block;
    height: auto;
  }

  a {
    display: block;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Name = styled.span`
  display: block;
  padding: ${({ theme }) => theme.spacing.md};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
