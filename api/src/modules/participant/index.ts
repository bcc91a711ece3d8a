import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ActivateEventRequest,
  ActivateEventResponse,
  ContentList,
  EmptyData,
  EnvelopeSchema,
  EventHeaders,
  GetParticipantsRequest,
  MyAgenda,
  Participant,
  ProgramIdRequest,
  ProgramRate,
  RateProgramRequest,
  RegisterToSubEventRequest,
  SetAgendaItemRequest,
  SubEventRegistration,
  SubEventRegistrationList,
} from '@atrium/shared/contract';
import { requireUser, type Tokens } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, t, type MessageKey } from '../../i18n';
import { eventOfProgram, requireAttendee, requireEvent } from '../explore';
import { getMyAgenda, setAgendaItem } from './agenda';
import { activateEvent, getCurrentParticipant, getParticipants } from './participants';
import { deleteRate, getMyProgramRates, getProgramRates, rateProgram } from './rates';
import { getMySubEventRegistrations, registerToSubEvent } from './subEvents';

const Done = EnvelopeSchema(EmptyData);

/** A success that tells the user what happened, in their language. */
function done<T>(request: FastifyRequest, data: T, messageKey: MessageKey) {
  return { ...ok(data), message: t(languageFrom(request.headers['accept-language']), messageKey) };
}

/**
 * Spec 1 §7 and spec 2 §7.1 Participant: activation, the event's participants and what an attendee
 * does in it. Spec 2 §6: participants, rating, sub-event registration and the personal agenda are
 * for attendees only; a visitor gets "Only attendees of this event can do this.".
 */
const participantModule: FastifyPluginAsync<{ db: Knex; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.addHook('onRequest', requireUser(db, tokens));

  /** The event of a program item in the caller's brand, which the caller must attend. */
  async function attendedProgramEvent(request: FastifyRequest, programId: string) {
    const event = await eventOfProgram(db, request.auth!.applicationId, programId);
    if (!event) throw new ApiError(404, 'dataNotFound');
    await requireAttendee(db, request, event);
    return event;
  }

  /** The X-Event-Id event, which the caller must attend. */
  async function attendedEvent(request: FastifyRequest) {
    const event = await requireEvent(db, request);
    await requireAttendee(db, request, event);
    return event;
  }

  app.post<{ Body: ActivateEventRequest }>(
    '/Participant/ActivateEvent',
    {
      schema: { body: ActivateEventRequest, response: { 200: EnvelopeSchema(ActivateEventResponse) } },
      // Pasted codes often carry spaces around them.
      preValidation: async (request) => {
        const body = request.body as { activationCode?: unknown };
        if (typeof body.activationCode === 'string') body.activationCode = body.activationCode.trim();
      },
    },
    async (request) => {
      const { applicationId, userId } = request.auth!;
      const { event, alreadyAttending } = await activateEvent(db, applicationId, userId, request.body.activationCode);
      return done(
        request,
        { eventId: event.id, slug: event.slug, title: event.title },
        alreadyAttending ? 'eventAlreadyActivated' : 'eventActivated',
      );
    },
  );

  app.post<{ Body: GetParticipantsRequest; Headers: EventHeaders }>(
    '/Participant/GetParticipants',
    {
      schema: {
        headers: EventHeaders,
        body: GetParticipantsRequest,
        response: { 200: EnvelopeSchema(ContentList(Participant)) },
      },
    },
    async (request) => ok(await getParticipants(db, await attendedEvent(request), request.body)),
  );

  app.post<{ Headers: EventHeaders }>(
    '/Participant/GetCurrentParticipant',
    { schema: { headers: EventHeaders, response: { 200: EnvelopeSchema(Participant) } } },
    async (request) => ok(await getCurrentParticipant(db, await attendedEvent(request), request.auth!.userId)),
  );

  app.post<{ Headers: EventHeaders }>(
    '/Participant/GetMySubEventRegistrations',
    {
      schema: {
        headers: EventHeaders,
        response: { 200: EnvelopeSchema(SubEventRegistrationList) },
      },
    },
    async (request) => ok(await getMySubEventRegistrations(db, await attendedEvent(request), request.auth!.userId)),
  );

  app.post<{ Body: RegisterToSubEventRequest; Headers: EventHeaders }>(
    '/Participant/RegisterToSubEvent',
    {
      schema: {
        headers: EventHeaders,
        body: RegisterToSubEventRequest,
        response: { 200: EnvelopeSchema(SubEventRegistration) },
      },
    },
    async (request) => {
      const registration = await registerToSubEvent(
        db,
        await attendedEvent(request),
        request.auth!.userId,
        request.body,
      );
      return done(request, registration, registration.status === 1 ? 'registrationConfirmed' : 'registrationPending');
    },
  );

  app.post<{ Headers: EventHeaders }>(
    '/Participant/GetMyProgramRates',
    { schema: { headers: EventHeaders, response: { 200: EnvelopeSchema(ContentList(ProgramRate)) } } },
    async (request) => ok(await getMyProgramRates(db, await requireEvent(db, request), request.auth!.userId)),
  );

  app.post<{ Body: ProgramIdRequest }>(
    '/Participant/GetProgramRates',
    { schema: { body: ProgramIdRequest, response: { 200: EnvelopeSchema(ContentList(ProgramRate)) } } },
    async (request) => {
      if (!(await eventOfProgram(db, request.auth!.applicationId, request.body.programID))) {
        throw new ApiError(404, 'dataNotFound');
      }
      return ok(await getProgramRates(db, request.body.programID, request.body));
    },
  );

  app.post<{ Body: RateProgramRequest }>(
    '/Participant/RateProgram',
    { schema: { body: RateProgramRequest, response: { 200: EnvelopeSchema(ProgramRate) } } },
    async (request) => {
      await attendedProgramEvent(request, request.body.programID);
      return done(request, await rateProgram(db, request.auth!.userId, request.body), 'programRated');
    },
  );

  app.post<{ Body: ProgramIdRequest }>(
    '/Participant/DeleteRate',
    { schema: { body: ProgramIdRequest, response: { 200: Done } } },
    async (request) => {
      await attendedProgramEvent(request, request.body.programID);
      await deleteRate(db, request.auth!.userId, request.body.programID);
      return done(request, null, 'rateDeleted');
    },
  );

  app.post<{ Headers: EventHeaders }>(
    '/Participant/GetMyAgenda',
    { schema: { headers: EventHeaders, response: { 200: EnvelopeSchema(MyAgenda) } } },
    async (request) => {
      const event = await attendedEvent(request);
      return ok(await getMyAgenda(db, event.id, request.auth!.userId));
    },
  );

  app.post<{ Body: SetAgendaItemRequest }>(
    '/Participant/SetAgendaItem',
    { schema: { body: SetAgendaItemRequest, response: { 200: EnvelopeSchema(MyAgenda) } } },
    async (request) => {
      const event = await attendedProgramEvent(request, request.body.programID);
      const { userId } = request.auth!;
      await setAgendaItem(db, userId, request.body.programID, request.body.isStarred);
      return ok(await getMyAgenda(db, event.id, userId));
    },
  );
};

export default participantModule;
