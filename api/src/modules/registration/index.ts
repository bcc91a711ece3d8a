import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';
import { checkFile, findForm, questionRows, takesFile, toQuestion } from '../../questions';
import { fileUrl, newFileKey, type Storage } from '../../storage';

/**
 * Spec 2 §7.1 Registration. Registration/GetRegistrationFormUrls lists the event's registration or
 * ticket forms, which a visitor needs before attending (spec 2 §2.3), so it is open to any user of
 * the brand, as are the questions of a sub-event's or booth's form (Registration/GetQuestions).
 * Uploading a file to answer one is for attendees, who alone may register, check in or answer a
 * social hub survey post (its id is then the registrationFormId).
 */
const registrationModule: FastifyPluginAsync<{ db: Knex; storage: Storage }> = async (app, { db, storage }) => {
  app.handle('Registration/GetRegistrationFormUrls', async (request) => {
    const event = await request.requireEvent();
    const items = await db('event_registration_forms')
      .where('event_id', event.id)
      .orderBy(['order_no', 'id'])
      .select('title', 'url');
    return ok({ items });
  });

  app.handle('Registration/GetQuestions', async (request) => {
    const form = await findForm(db, await request.requireEvent(), request.body);
    return ok({ items: (await questionRows(db, form)).map(toQuestion) });
  });

  app.handle('registration/uploadfile', async (request) => {
    const event = await request.requireAttendedEvent();
    const { userId, applicationId } = request.auth;
    const { registrationFormId, questionId } = request.query;
    const row = await db('registration_questions')
      .where({ id: questionId, event_id: event.id })
      .andWhere((form) =>
        form
          .where('sub_event_id', registrationFormId)
          .orWhere('stand_id', registrationFormId)
          .orWhere('social_hub_post_id', registrationFormId),
      )
      .first('id', 'type', 'title', 'is_required', 'details', 'order_no');
    if (!row) throw new ApiError(404, 'dataNotFound');
    const question = toQuestion(row);
    if (!takesFile(question)) throw new ApiError(400, 'validationFailed', { questionId: 'questionTakesNoFile' });
    const file = await checkFile(question, request.uploadedFile!);
    const key = newFileKey(applicationId, file.extension);
    await storage.put(key, file.bytes, file.contentType);
    const url = fileUrl(key);
    await db('registration_files').insert({ url, question_id: question.id, user_id: userId, created_at: new Date() });
    return ok({ item: { url } });
  });
};

export default registrationModule;
