import type { Knex } from 'knex';
import sharp from 'sharp';
import limits from '@atrium/shared/limits.json';
import { QUESTION_TYPES } from '@atrium/shared/contract';
import type { Question } from '@atrium/shared/contract';
import { ApiError } from '../http/envelope';
import { fileKeyOf, type Storage } from '../storage';
import { reencodeImage } from '../uploads/images';

/** A file ready for the storage: its bytes, type and extension. */
export interface CheckedFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const MIB = 1024 * 1024;
const UPLOAD_QUESTION_TYPES: readonly number[] = [...QUESTION_TYPES.fileUpload, ...QUESTION_TYPES.profilePicture];
/** The picture types a profile-picture question (32) takes when it names none. */
const PICTURE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'];
/** Every type whose bytes are checked (checkFile); a file question that names none takes these. */
const CHECKED_TYPES = [...PICTURE_TYPES, 'pdf', 'txt', 'csv'];

export const takesFile = (question: Pick<Question, 'type'>) => UPLOAD_QUESTION_TYPES.includes(question.type);

/** What sharp calls an image format, as the extensions a question's fileTypes name it by. */
const IMAGE_EXTENSIONS: Record<string, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
};

const isProfilePicture = (question: Pick<Question, 'type'>) => question.type === QUESTION_TYPES.profilePicture[0];

/**
 * The extensions a question takes: those of its fileTypes that are checked, in lower case without
 * a dot, or every checked type when it names none; a profile picture takes pictures only.
 */
export function allowedTypes(question: Question): string[] {
  const named = question.fileTypes.map((type) => type.trim().replace(/^\./, '').toLowerCase());
  const kinds = isProfilePicture(question) ? PICTURE_TYPES : CHECKED_TYPES;
  const allowed = [...new Set(named.filter((type) => kinds.includes(type)))];
  return allowed.length ? allowed : kinds;
}

/** The most bytes a question takes: its maxFileSizeMb, never above the route family's cap. */
export function maxBytes(question: Question): number {
  const own = question.maxFileSizeMb ? Math.floor(question.maxFileSizeMb * MIB) : Infinity;
  return Math.min(own, limits.uploadFileBytes);
}

const sizeInMb = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

/** The field error `file` that names what the question takes. */
function refusal(question: Question): ApiError {
  const types = allowedTypes(question).join(', ').toUpperCase();
  return new ApiError(400, 'validationFailed', {
    file: { key: 'fileNotAllowed', values: { types, size: sizeInMb(maxBytes(question)) } },
  });
}

/** A PDF starts with `%PDF-` (ISO 32000 7.5.2); it is stored as it came and served sandboxed. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Text is UTF-8 without NUL bytes (a binary file is neither). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

async function imageFormat(bytes: Buffer): Promise<string | null> {
  try {
    return (await sharp(bytes, { failOn: 'error' }).metadata()).format ?? null;
  } catch {
    return null;
  }
}

/**
 * The uploaded bytes checked against the question (docs/decisions.md "Registration questions
 * api"): the type is read from the bytes, never the name: a picture by sharp (then re-encoded, as
 * every upload), a PDF by its header, text and CSV as UTF-8; no other type can be told from its
 * bytes well enough, so none is taken. The size is the question's maxFileSizeMb at most.
 */
export async function checkFile(question: Question, bytes: Buffer): Promise<CheckedFile> {
  const allowed = allowedTypes(question);
  if (bytes.length > maxBytes(question)) throw refusal(question);
  const format = await imageFormat(bytes);
  if (format && IMAGE_EXTENSIONS[format]?.some((extension) => allowed.includes(extension))) {
    return reencodeImage(bytes, isProfilePicture(question) ? 'profilePicture' : 'registrationFile');
  }
  if (!format && allowed.includes('pdf') && isPdf(bytes)) {
    return { bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  if (!format && !isPdf(bytes) && isText(bytes)) {
    if (allowed.includes('txt')) return { bytes, contentType: 'text/plain; charset=utf-8', extension: 'txt' };
    if (allowed.includes('csv')) return { bytes, contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  throw refusal(question);
}

/** The storage keys of the files a user uploaded for registration forms, to delete with their account. */
export async function registrationFileKeys(db: Knex, userId: string): Promise<string[]> {
  const rows: { url: string }[] = await db('registration_files').where('user_id', userId).select('url');
  return rows.map((row) => fileKeyOf(row.url)).filter((key): key is string => key !== null);
}

/** Deletes those files (their rows went with the account). */
export async function forgetRegistrationFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
