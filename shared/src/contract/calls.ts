import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AccountResponse,
  User,
  ChangePasswordRequest,
  DeleteMyAccountRequest,
  SignInRequest,
  TokenResponse,
} from './account';
import {
  Application,
  ApplicationLookupRequest,
  ApplicationPoliciesResponse,
  ApplicationSettingsResponse,
} from './application';
import {
  ConfirmSignUpRequest,
  ConfirmSignUpResponse,
  FacebookSignInRequest,
  FastLoginRequest,
  FastLoginResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  SignUpRequest,
  SignUpResponse,
  UndoEmailChangeRequest,
} from './auth';
import {
  ActivateEventRequest,
  ActivateEventResponse,
  Event,
  EventCardList,
  GetEventBySlugRequest,
  RegistrationFormUrls,
  SearchEventRequest,
} from './event';
import { NetworkingJoinRequest, NetworkingListRequest, NetworkingRoom } from './networking';
import { ContentList, ContentListRequest, EmptyData, EventHeaders, IdRequest } from './listing';
import { GetParticipantsRequest, Participant, ParticipantGroup } from './participant';
import {
  MyAgenda,
  ProgramDay,
  ProgramIdRequest,
  ProgramItem,
  ProgramRate,
  RateProgramRequest,
  RegisterToSubEventRequest,
  Saloon,
  SetAgendaItemRequest,
  SubEvent,
  SubEventRegistration,
  SubEventRegistrationList,
} from './program';
import { GetSpeakerRequest, Speaker } from './speaker';
import { Sponsor, SponsorCategory } from './sponsor';
import {
  ChangeFollowRequest,
  ConfirmRequest,
  ContactCard,
  DeletionReasonList,
  EnumList,
  GeneralSettingsRequest,
  Interest,
  InterestRequest,
  JobRequest,
  LanguageOption,
  LanguageRequest,
  NotificationSettingsRequest,
  ProfileQuery,
  ProfileResponse,
  SchoolRequest,
  SearchRequest,
  ToggleBlockResponse,
  UpdateContactInfoRequest,
  UpdateProfileRequest,
  UploadQuery,
  UploadResponse,
} from './profile';
import { ApplicationHeaders, HealthResponse } from './system';
import {
  AlbumItem,
  AreaMap,
  DocumentCategory,
  EventDocument,
  Faq,
  ListDocumentsRequest,
  ListEventAlbumsRequest,
  SocialAlbumItem,
} from './content';
import {
  StandCard,
  StandCheckInRequest,
  StandCheckInResponse,
  StandListRequest,
  StandResponse,
  StandSaloon,
} from './stand';
import { DoSurveyRequest, DoSurveyResponse, GetSurveysRequest, SurveyEntry } from './survey';
import {
  ListMessageGroupsRequest,
  ListMessagesRequest,
  Message,
  MessageGroup,
  MessagePage,
  SendMessageRequest,
} from './chat';
import {
  Appointment,
  AppointmentGroups,
  AvailableTimeSlot,
  AvailableTimesRequest,
  CreateAppointmentRequest,
  ListNotificationsRequest,
  Notification,
} from './notification';
import { GetQuestionsRequest, QuestionList, RegistrationUploadQuery } from './question';
import {
  AddOrUpdatePostRequest,
  AddUpdateCommentRequest,
  AttendRequest,
  CheckPollResponse,
  DoVoteRequest,
  GetPostQuestionsRequest,
  ListCommentsRequest,
  MentionCandidate,
  SearchMentionRequest,
  SocialHubComment,
  SocialHubListRequest,
  SocialHubPost,
  SocialHubTopic,
  ToggleLikeRequest,
  ToggleLikeResponse,
  ToggleUpvoteRequest,
  ToggleUpvoteResponse,
} from './socialHub';
import { LiveJoinResponse, LiveListRequest, LiveSession } from './live';

/**
 * What a call needs besides its body (DESIGN "wire details"): `token` a signed-in user
 * (`Authorization: Bearer`), `application` the brand (`X-Application-Id`), `event` the event
 * (`X-Event-Id`). The api checks them before the handler runs.
 */
export type CallNeed = 'token' | 'application' | 'event';

export interface CallDeclaration {
  /** POST unless the spec says GET. */
  method?: 'GET';
  /** The body's schema; a call without one takes no body. */
  request?: TSchema;
  /** The query string's schema (profile/get?userID=, account/uploadfile?uploadType=). */
  query?: TSchema;
  /** The body is multipart with one `file` (the upload route family), not JSON. */
  upload?: true;
  /** The schema of the envelope's data. */
  response: TSchema;
  needs: readonly CallNeed[];
}

const guest = [] as const;
const brand = ['application'] as const;
const user = ['token'] as const;
const inEvent = ['token', 'event'] as const;

/**
 * Every v2 call the product makes, once. The name is the path under /api/v2/ as the spec spells it
 * (paths match case-insensitively, so one spelling per call is enough). The api registers its routes
 * from this table; the browser imports its type only, and `api.call(name, body)` is typed by it.
 */
export const calls = {
  health: { method: 'GET', response: HealthResponse, needs: guest },

  // Spec 1 §7 Application: the brand, open to guests.
  'login/getapplication': { request: ApplicationLookupRequest, response: Application, needs: guest },
  'definition/getApplicationsettings': {
    request: ApplicationLookupRequest,
    response: ApplicationSettingsResponse,
    needs: guest,
  },
  'Definition/GetApplicationPolicies': {
    request: ApplicationLookupRequest,
    response: ApplicationPoliciesResponse,
    needs: guest,
  },

  // Spec 1 §7 Sign-in and password: every way in, for one brand.
  'login/signin': { request: SignInRequest, response: TokenResponse, needs: brand },
  'login/fastlogin': { request: FastLoginRequest, response: FastLoginResponse, needs: brand },
  'login/signUp': { request: SignUpRequest, response: SignUpResponse, needs: brand },
  'login/confirmsignup': { request: ConfirmSignUpRequest, response: ConfirmSignUpResponse, needs: brand },
  'login/forgotpassword': { request: ForgotPasswordRequest, response: ForgotPasswordResponse, needs: brand },
  'Login/ResendUserPasswordWithEmail': {
    request: ForgotPasswordRequest,
    response: ForgotPasswordResponse,
    needs: brand,
  },
  'login/resetpassword': { request: ResetPasswordRequest, response: TokenResponse, needs: brand },
  'login/signinwithfacebook': { request: FacebookSignInRequest, response: TokenResponse, needs: brand },
  // Not in the spec (issue 32 item 2): the old address's undo code puts it back and signs in anew.
  'login/undoemailchange': { request: UndoEmailChangeRequest, response: TokenResponse, needs: brand },

  // Spec 1 §7 Account.
  'account/get': { response: AccountResponse, needs: user },
  'account/changepassword': { request: ChangePasswordRequest, response: EmptyData, needs: user },
  'account/deletemyaccount': { request: DeleteMyAccountRequest, response: EmptyData, needs: user },
  // Not in the spec (docs/decisions.md): ends the caller's session on the server.
  'account/signout': { response: EmptyData, needs: user },
  // Issue 12: the account settings dialog. Each change answers the user as it now is.
  'account/updateprofile': { request: UpdateProfileRequest, response: User, needs: user },
  'account/updatecontactinfo': { request: UpdateContactInfoRequest, response: User, needs: user },
  'Account/UpdateAccountGeneralSettings': { request: GeneralSettingsRequest, response: User, needs: user },
  'account/togglenotifications': { request: NotificationSettingsRequest, response: User, needs: user },
  'account/addorupdatejob': { request: JobRequest, response: User, needs: user },
  'account/addorupdateschool': { request: SchoolRequest, response: User, needs: user },
  'account/addorupdatelanguage': { request: LanguageRequest, response: User, needs: user },
  'account/removejob': { request: IdRequest, response: User, needs: user },
  'account/removeschool': { request: IdRequest, response: User, needs: user },
  'account/removelanguage': { request: IdRequest, response: User, needs: user },
  'account/addinterest': { request: InterestRequest, response: User, needs: user },
  'account/removeinterest': { request: InterestRequest, response: User, needs: user },
  'account/confirm': { request: ConfirmRequest, response: User, needs: user },
  'account/uploadfile': { query: UploadQuery, upload: true, response: UploadResponse, needs: user },

  // Spec 1 §7 Contacts, profile, block.
  'account/getfollowings': { request: SearchRequest, response: ContentList(ContactCard), needs: user },
  'Account/GetSuggestions': { request: SearchRequest, response: ContentList(ContactCard), needs: user },
  'profile/changefollow': { request: ChangeFollowRequest, response: EmptyData, needs: user },
  'account/toggleblockquery': { request: IdRequest, response: ToggleBlockResponse, needs: user },
  'profile/get': { method: 'GET', query: ProfileQuery, response: ProfileResponse, needs: user },

  // Spec 1 §7 Chat (issue 13). The deletes hide for the caller only (docs/decisions.md).
  'Chat/ListMessageGroups': { request: ListMessageGroupsRequest, response: ContentList(MessageGroup), needs: user },
  'Chat/LoadMessageGroups': { request: ListMessageGroupsRequest, response: ContentList(MessageGroup), needs: user },
  'Chat/listMessages': { request: ListMessagesRequest, response: MessagePage, needs: user },
  'chat/sendmessage': { request: SendMessageRequest, response: Message, needs: user },
  'chat/readall': { request: IdRequest, response: EmptyData, needs: user },
  'chat/deleteallmessages': { request: IdRequest, response: EmptyData, needs: user },
  'chat/deletemessagegroup': { request: IdRequest, response: EmptyData, needs: user },

  // Spec 1 §7 Notifications and appointments (issue 13): each reaches only the caller's own.
  'notification/list': { request: ListNotificationsRequest, response: ContentList(Notification), needs: user },
  'notification/read': { request: IdRequest, response: EmptyData, needs: user },
  'notification/delete': { request: IdRequest, response: EmptyData, needs: user },
  'notification/readall': { response: EmptyData, needs: user },
  'notification/deleteall': { response: EmptyData, needs: user },
  'Notification/ListAppointments': { response: AppointmentGroups, needs: user },
  'notification/approveappointment': { request: IdRequest, response: EmptyData, needs: user },
  'notification/rejectappointment': { request: IdRequest, response: EmptyData, needs: user },
  'notification/removeappointment': { request: IdRequest, response: EmptyData, needs: user },
  'notification/getavailabletimes': {
    request: AvailableTimesRequest,
    response: Type.Array(AvailableTimeSlot),
    needs: user,
  },
  'notification/createappointment': { request: CreateAppointmentRequest, response: Appointment, needs: user },

  // Spec 1 §7 Application: definitions the account dialog reads, in the caller's language.
  'definition/listenums': { method: 'GET', response: EnumList, needs: guest },
  'definition/getaccountdeletionreasons': { response: DeletionReasonList, needs: user },
  'definition/searchuserlanguage': { request: SearchRequest, response: ContentList(LanguageOption), needs: user },
  'Definition/SearchInterests': { request: SearchRequest, response: ContentList(Interest), needs: user },

  // Spec 1 §7 and spec 2 §7.1 Explore: the brand's events and one event's content.
  'Explore/SearchEvent': { request: SearchEventRequest, response: EventCardList, needs: user },
  'Explore/GetEvent': { request: IdRequest, response: Event, needs: user },
  'Explore/GetEventBySlug': { request: GetEventBySlugRequest, response: Event, needs: user },
  'Explore/ListPrograms': { request: ContentListRequest, response: ContentList(ProgramItem), needs: inEvent },
  'Explore/ListProgramDays': { request: ContentListRequest, response: ContentList(ProgramDay), needs: inEvent },
  'Explore/ListSaloons': { request: ContentListRequest, response: ContentList(Saloon), needs: inEvent },
  'Explore/ListSubEvents': { request: ContentListRequest, response: ContentList(SubEvent), needs: inEvent },
  'Explore/ListSpeakers': { request: ContentListRequest, response: ContentList(Speaker), needs: inEvent },
  'Explore/ListSponsors': { request: ContentListRequest, response: ContentList(Sponsor), needs: inEvent },
  'Explore/ListSponsorCategories': {
    request: ContentListRequest,
    response: ContentList(SponsorCategory),
    needs: inEvent,
  },
  'Explore/ListGroups': { request: ContentListRequest, response: ContentList(ParticipantGroup), needs: inEvent },
  // Issue 14: FAQ, documents, the gallery (uploads and event memories) and area maps (spec 2 §2.11-2.14).
  'Explore/ListFaqs': { request: ContentListRequest, response: ContentList(Faq), needs: inEvent },
  'Explore/ListDocumentsQuery': {
    request: ListDocumentsRequest,
    response: ContentList(EventDocument),
    needs: inEvent,
  },
  'Explore/ListDocumentCategories': {
    request: ContentListRequest,
    response: ContentList(DocumentCategory),
    needs: inEvent,
  },
  // The gallery's uploads; the spec does not name this path (docs/decisions.md).
  'Explore/ListAlbums': { request: ContentListRequest, response: ContentList(AlbumItem), needs: inEvent },
  'Explore/ListEventAlbums': {
    request: ListEventAlbumsRequest,
    response: ContentList(SocialAlbumItem),
    needs: inEvent,
  },
  'Explore/ListAreaMaps': { request: ContentListRequest, response: ContentList(AreaMap), needs: inEvent },
  'Explore/GetProgram': { request: IdRequest, response: ProgramItem, needs: user },
  'Explore/GetSpeaker': { request: GetSpeakerRequest, response: Speaker, needs: user },

  // Spec 1 §7 and spec 2 §7.1 Participant: activation and what an attendee does in an event.
  'Participant/ActivateEvent': { request: ActivateEventRequest, response: ActivateEventResponse, needs: user },
  'Participant/GetParticipants': {
    request: GetParticipantsRequest,
    response: ContentList(Participant),
    needs: inEvent,
  },
  'Participant/GetCurrentParticipant': { response: Participant, needs: inEvent },
  'Participant/GetMySubEventRegistrations': { response: SubEventRegistrationList, needs: inEvent },
  'Participant/RegisterToSubEvent': {
    request: RegisterToSubEventRequest,
    response: SubEventRegistration,
    needs: inEvent,
  },
  'Participant/GetMyProgramRates': { response: ContentList(ProgramRate), needs: inEvent },
  'Participant/GetProgramRates': { request: ProgramIdRequest, response: ContentList(ProgramRate), needs: user },
  'Participant/RateProgram': { request: RateProgramRequest, response: ProgramRate, needs: user },
  'Participant/DeleteRate': { request: ProgramIdRequest, response: EmptyData, needs: user },
  'Participant/GetMyAgenda': { response: MyAgenda, needs: inEvent },
  'Participant/SetAgendaItem': { request: SetAgendaItemRequest, response: MyAgenda, needs: user },

  // Spec 2 §2.9, §2.10, §7.2 Booths (issue 14). Stand/Join is the spec's joinBooth (docs/decisions.md).
  'Stand/List': { request: StandListRequest, response: ContentList(StandCard), needs: inEvent },
  'Stand/ListSaloons': { request: ContentListRequest, response: ContentList(StandSaloon), needs: inEvent },
  'stand/get': { request: IdRequest, response: StandResponse, needs: inEvent },
  'Stand/Join': { request: IdRequest, response: EmptyData, needs: inEvent },
  'stand/checkin': { request: StandCheckInRequest, response: StandCheckInResponse, needs: inEvent },

  // Spec 2 §2.15, §7.1 Surveys (issue 14), for attendees; standID asks for a booth's (docs/decisions.md).
  'Participant/GetSurveys': { request: GetSurveysRequest, response: ContentList(SurveyEntry), needs: inEvent },
  'Participant/DoSurvey': { request: DoSurveyRequest, response: DoSurveyResponse, needs: inEvent },

  // Spec 2 §7.1 Registration.
  'Registration/GetRegistrationFormUrls': { response: RegistrationFormUrls, needs: inEvent },
  'Registration/GetQuestions': { request: GetQuestionsRequest, response: QuestionList, needs: inEvent },
  'registration/uploadfile': {
    query: RegistrationUploadQuery,
    upload: true,
    response: UploadResponse,
    needs: inEvent,
  },

  // Spec 2 §2.17, §7.3 Social hub (issue 15): anyone of the brand reads an event's hub; its
  // attendees post, comment and like; owners delete their own. SocialHub/ListTopics is the
  // category switcher's list (the spec's event.socialHub.topics).
  'SocialHub/List': { request: SocialHubListRequest, response: ContentList(SocialHubPost), needs: inEvent },
  'SocialHub/ListTopics': { response: ContentList(SocialHubTopic), needs: inEvent },
  'socialhub/addorupdate': { request: AddOrUpdatePostRequest, response: SocialHubPost, needs: inEvent },
  'SocialHub/Delete': { request: IdRequest, response: EmptyData, needs: inEvent },
  'socialhub/togglelike': { request: ToggleLikeRequest, response: ToggleLikeResponse, needs: inEvent },
  'SocialHub/ListComments': {
    request: ListCommentsRequest,
    response: ContentList(SocialHubComment),
    needs: inEvent,
  },
  'socialhub/addupdatecomment': { request: AddUpdateCommentRequest, response: SocialHubComment, needs: inEvent },
  'SocialHub/togglelikecomment': { request: ToggleLikeRequest, response: ToggleLikeResponse, needs: inEvent },
  'SocialHub/DeleteComment': { request: IdRequest, response: EmptyData, needs: inEvent },
  'socialhub/searchmention': {
    request: SearchMentionRequest,
    response: ContentList(MentionCandidate),
    needs: inEvent,
  },
  'SocialHub/ToggleUpvote': { request: ToggleUpvoteRequest, response: ToggleUpvoteResponse, needs: inEvent },
  'SocialHub/Attend': { request: AttendRequest, response: SocialHubPost, needs: inEvent },
  'SocialHub/GetQuestions': { request: GetPostQuestionsRequest, response: QuestionList, needs: inEvent },
  // Spec 2 §2.17, §7.3 live poll: the event's running poll, polled every 5 s.
  'participant/checkpoll': { response: CheckPollResponse, needs: inEvent },
  'participant/dovote': { request: DoVoteRequest, response: CheckPollResponse, needs: inEvent },

  // Spec 2 §2.18-2.20, §7.4 Live sessions (issue 16): the spec's getSessions, getSession and
  // joinSession. Anyone of the brand lists and reads them; attendees join, which answers the
  // stream's signed hash.
  'LiveEvent/List': { request: LiveListRequest, response: ContentList(LiveSession), needs: inEvent },
  'LiveEvent/Get': { request: IdRequest, response: LiveSession, needs: inEvent },
  'LiveEvent/Join': { request: IdRequest, response: LiveJoinResponse, needs: inEvent },
  // Issue 17: networking rooms (spec 2 §7.4).
  'LiveEvent/ListNetworkingAreas': {
    request: NetworkingListRequest,
    response: ContentList(NetworkingRoom),
    needs: inEvent,
  },
  'LiveEvent/GetNetworkingArea': { request: IdRequest, response: NetworkingRoom, needs: inEvent },
  'LiveEvent/JoinNetworkingArea': { request: NetworkingJoinRequest, response: NetworkingRoom, needs: inEvent },
} as const satisfies Record<string, CallDeclaration>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The body a call takes; undefined for a call that takes none. */
export type RequestOf<N extends CallName> = Calls[N] extends { request: infer S extends TSchema }
  ? Static<S>
  : undefined;
/** The query string a call takes (GET profile/get, the uploads); undefined for one that takes none. */
export type QueryOf<N extends CallName> = Calls[N] extends { query: infer S extends TSchema } ? Static<S> : undefined;
/** The envelope's data of a call's answer. */
export type ResponseOf<N extends CallName> = Static<Calls[N]['response']>;

type NeedsOf<N extends CallName> = Calls[N]['needs'][number];
/** The headers the api reads for a call, by their lowercase wire names. */
export type HeadersOf<N extends CallName> = ('application' extends NeedsOf<N> ? ApplicationHeaders : unknown) &
  ('event' extends NeedsOf<N> ? EventHeaders : unknown);

/** The schemas of the headers each need names (the server sees header names lowercased). */
const needHeaders = { application: ApplicationHeaders, event: EventHeaders } as const;

/** The schema of the headers a call needs, or undefined when it reads none. */
export function headersSchema(needs: readonly CallNeed[]): TSchema | undefined {
  const parts = needs.flatMap((need) => (need === 'token' ? [] : [needHeaders[need]]));
  return parts.length ? Type.Composite(parts) : undefined;
}
