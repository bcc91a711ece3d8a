import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { INTERESTS_PAGE_SIZE } from '@atrium/shared/contract';
import { pageWithTotal } from '../../db';
import { likePattern, page, whereLike } from '../../eventScope';
import { ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { searchKey } from '../../people';
import { deletionReasons, languageLevels } from '../../people/definitions';
import { sortingTypes } from '../socialHub';

/** A search term as a pattern over searchKey columns (accents and case folded the same way). */
const keyPattern = (searchTerm: string | null | undefined) => likePattern(searchTerm && searchKey(searchTerm));

/** Spec 1 §7 Application: the definitions the account dialog reads, in the caller's language. */
const definitionModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('definition/listenums', async (request) => {
    const language = languageFrom(request.headers['accept-language']);
    return ok({ UserLanguageLevel: languageLevels(language), SocialHubPostSortingType: sortingTypes(language) });
  });

  app.handle('definition/getaccountdeletionreasons', async (request) =>
    ok({ items: deletionReasons(languageFrom(request.headers['accept-language'])) }),
  );

  app.handle('definition/searchuserlanguage', async (request) => {
    const tr = languageFrom(request.headers['accept-language']) === 'tr';
    const [title, key] = tr ? ['title_tr', 'key_tr'] : ['title_en', 'key_en'];
    const query = whereLike(
      db('languages').select('id', `${title} as title`),
      [key],
      keyPattern(request.body.searchTerm),
    );
    const { rows, totalCount } = await pageWithTotal<{ id: string; title: string }>(
      query.orderBy([key, 'id']),
      page(request.body),
    );
    return ok({ items: rows, totalCount });
  });

  // The brand's interest tags: every tag its users added (account/addinterest), 10 at a time (spec 1 §9).
  app.handle('Definition/SearchInterests', async (request) => {
    const query = whereLike(
      db('interests').where({ application_id: request.auth.applicationId }).select('id', 'title'),
      ['title_key'],
      keyPattern(request.body.searchTerm),
    );
    const { rows, totalCount } = await pageWithTotal<{ id: string; title: string }>(
      query.orderBy(['title_key', 'id']),
      page(request.body, INTERESTS_PAGE_SIZE),
    );
    return ok({ items: rows, totalCount });
  });
};

export default definitionModule;
