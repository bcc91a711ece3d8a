import {
  bus,
  Button,
  CallFailed,
  errorMessage,
  fieldControl,
  IconButton,
  PictureButton,
  UploadProgress,
  useCall,
  VisuallyHidden,
} from '@atrium/shared';
import { POST_TEXT_MAX_LENGTH } from '@atrium/shared/contract/enums';
import type { Mention, SocialHubPost } from '@atrium/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { keptMentions, MentionField } from '../mentions';
import { topicsQuery } from '../posts';
import { usePictureUpload, useSharePost } from './api';
import './i18n';

export interface SharePanelProps {
  eventId: string;
  /** The post as the server stored it: the feed shows it at once. */
  onShared(post: SocialHubPost): void;
  onClose(): void;
}

/** The fields of the post form whose server errors show beside them. */
type Field = 'postText' | 'image' | 'topic';

/**
 * The share panel (spec 2 §2.17, §7.3 socialhub/addorupdate), for attendees: text with @-mentions
 * (sent only while the person's full name is still in the text, spec 2 §5), a picture uploaded as a
 * chat picture is, and a topic. Enter alone sends; an empty post is refused here, before any call;
 * after a send the panel closes, cleared (spec 2 §4 Post creation).
 */
export default function SharePanel({ eventId, onShared, onClose }: SharePanelProps) {
  const { t } = useTranslation('socialHub');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mention[]>([]);
  const [image, setImage] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const topics = useCall(topicsQuery(eventId));
  const { upload, progress, busy: uploading, error: uploadError } = usePictureUpload();
  const { mutateAsync: share } = useSharePost(eventId);
  const topicId = useId();
  const topicErrorId = useId();

  async function onImage(file: File) {
    const uploaded = await upload(file);
    if (uploaded) {
      setImage(uploaded.item.url);
      setErrors(({ image: _gone, postText: _empty, ...rest }) => rest);
    }
  }

  async function send() {
    const postText = text.trim();
    if (!postText && !image) {
      setErrors({ postText: t('emptyText') });
      return;
    }
    if (busy || uploading) return;
    setBusy(true);
    try {
      const mentions = keptMentions(postText, picked);
      const { data } = await share({ postText, image, topic: topic || null, mentions });
      if (data) onShared(data);
      onClose();
    } catch (failure) {
      const fields = failure instanceof CallFailed ? failure.validationErrors : {};
      const beside = (['postText', 'image', 'topic'] as const).filter((field) => fields[field]);
      if (beside.length) setErrors(Object.fromEntries(beside.map((field) => [field, fields[field]])));
      else bus.emit('snackbar.show', { message: errorMessage(failure), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const imageError = errors.image ?? uploadError;
  return (
    <Panel aria-label={t('share')}>
      <MentionField
        eventId={eventId}
        value={text}
        onChange={(value) => {
          setText(value);
          if (errors.postText) setErrors(({ postText: _gone, ...rest }) => rest);
        }}
        onPick={(mention) => setPicked((list) => [...list, mention])}
        onSubmit={() => void send()}
        label={t('whatsNew')}
        maxLength={POST_TEXT_MAX_LENGTH}
        error={errors.postText}
        rows={3}
        autoFocus
      />
      {image && (
        <Preview>
          <img src={image} alt={t('picture')} />
          <IconButton icon="close" label={t('removePicture')} onClick={() => setImage(null)} />
        </Preview>
      )}
      <UploadProgress progress={progress} />
      {imageError && <ErrorText role="alert">{imageError}</ErrorText>}
      <Row>
        <PictureButton label={t('addPicture')} loading={uploading} onPick={(file) => void onImage(file)} />
        <VisuallyHidden>
          <label htmlFor={topicId}>{t('topic')}</label>
        </VisuallyHidden>
        <Select
          id={topicId}
          value={topic}
          $invalid={Boolean(errors.topic)}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? topicErrorId : undefined}
          onChange={(event) => setTopic(event.target.value)}
        >
          <option value="">{t('noTopic')}</option>
          {(topics.data?.items ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </Select>
      </Row>
      {errors.topic && (
        <ErrorText id={topicErrorId} role="alert">
          {errors.topic}
        </ErrorText>
      )}
      <Buttons>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button size="sm" loading={busy} onClick={() => void send()}>
          {t('post')}
        </Button>
      </Buttons>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${fieldControl}
  flex: 1;
  width: auto;
  min-width: 0;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
`;

const Preview = styled.div`
  position: relative;
  align-self: flex-start;

  img {
    display: block;
    max-width: 100%;
    max-height: 160px;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  button {
    position: absolute;
    top: 4px;
    right: 4px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
