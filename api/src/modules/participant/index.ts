import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { REGISTRATION_STATUS } from '@atrium/shared/contract';
import { eventOfProgram } from '../../eventScope';
import type { SignedInRequest } from '../../http/calls';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, t, type MessageKey } from '../../i18n';
import { getMyAgenda, setAgendaItem } from './agenda';
import { activateEvent, getCurrentParticipant, getParticipants } from './participants';
import { deleteRate, getMyProgramRates, getProgramRates, rateProgram } from './rates';
import { getMySubEventRegistrations, registerToSubEvent } from './subEvents';

/** A success that tells the user what happened, in their language. */
function done<T>(request: FastifyRequest, data: T, messageKey: MessageKey) {
  return { ...ok(data), message: t(languageFrom(request.headers['accept-language']), messageKey) };
}

/**
 * Spec 1 §7 and spec 2 §7.1 Participant: activation, the event's participants and what an attendee
 * does in it. Spec 2 §6: participants, rating, sub-event registration and the personal agenda are
 * for attendees only; a visitor gets "Only attendees of this event can do this.".
 */
const participantModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  /** The event of a program item in the caller's brand, which the caller must attend. */
  async function attendedProgramEvent(request: SignedInRequest, programId: string) {
    const event = await eventOfProgram(db, request.auth.applicationId, programId);
    if (!event) throw new ApiError(404, 'dataNotFound');
    await request.requireAttendee(event);
    return event;
  }

  app.handle(
    'Participant/ActivateEvent',
    async (request) => {
      const { applicationId, userId } = request.auth;
      const { event, alreadyAttending } = await activateEvent(
        db,
        applicationId,
        userId,
        request.body.activationCode,
        request.ip,
      );
      return done(
        request,
        { eventId: event.id, slug: event.slug, title: event.title },
        alreadyAttending ? 'eventAlreadyActivated' : 'eventActivated',
      );
    },
    {
      // Pasted codes often carry spaces around them.
      preValidation: async (request) => {
        const body = request.body as { activationCode?: unknown };
        if (typeof body.activationCode === 'string') body.activationCode = body.activationCode.trim();
      },
    },
  );

  app.handle('Participant/GetParticipants', async (request) =>
    ok(await getParticipants(db, await request.requireAttendedEvent(), request.auth.userId, request.body)),
  );

  app.handle('Participant/GetCurrentParticipant', async (request) =>
    ok(await getCurrentParticipant(db, await request.requireAttendedEvent(), request.auth.userId)),
  );

  app.handle('Participant/GetMySubEventRegistrations', async (request) =>
    ok(await getMySubEventRegistrations(db, await request.requireAttendedEvent(), request.auth.userId)),
  );

  app.handle('Participant/RegisterToSubEvent', async (request) => {
    const registration = await registerToSubEvent(
      db,
      await request.requireAttendedEvent(),
      request.auth.userId,
      request.body,
    );
    const confirmed = registration.status === REGISTRATION_STATUS.confirmed;
    return done(request, registration, confirmed ? 'registrationConfirmed' : 'registrationPending');
  });

  app.handle('Participant/GetMyProgramRates', async (request) =>
    ok(await getMyProgramRates(db, await request.requireEvent(), request.auth.userId)),
  );

  app.handle('Participant/GetProgramRates', async (request) => {
    if (!(await eventOfProgram(db, request.auth.applicationId, request.body.programID))) {
      throw new ApiError(404, 'dataNotFound');
    }
    return ok(await getProgramRates(db, request.body.programID, request.auth.userId, request.body));
  });

  app.handle('Participant/RateProgram', async (request) => {
    await attendedProgramEvent(request, request.body.programID);
    return done(request, await rateProgram(db, request.auth.userId, request.body), 'programRated');
  });

  app.handle('Participant/DeleteRate', async (request) => {
    await attendedProgramEvent(request, request.body.programID);
    await deleteRate(db, request.auth.userId, request.body.programID);
    return done(request, null, 'rateDeleted');
  });

  app.handle('Participant/GetMyAgenda', async (request) => {
    const event = await request.requireAttendedEvent();
    return ok(await getMyAgenda(db, event.id, request.auth.userId));
  });

  app.handle('Participant/SetAgendaItem', async (request) => {
    const event = await attendedProgramEvent(request, request.body.programID);
    const { userId } = request.auth;
    await setAgendaItem(db, userId, request.body.programID, request.body.isStarred);
    return ok(await getMyAgenda(db, event.id, userId));
  });
};

export default participantModule;
