import type { RefObject } from 'react';
import type { ChatPartner } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { VerifiedTick } from '../../components/VerifiedTick.js';
import { useT } from '../../i18n.js';
import { BlockButton } from '../repliesBlocks/BlockButton.js';
import { BackIcon } from '../../components/media/mediaIcons.js';

type Props = {
  partner: ChatPartner | undefined;
  online: boolean;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
};

/** Who the thread is with and whether they are online; on a phone, the way back to the list. */
export function ThreadHeader({ partner, online, headingId, headingRef, onBack }: Props) {
  const t = useT();
  return (
    <header className="thread__header">
      <button
        type="button"
        className="icon-button thread__back"
        aria-label={t.chatBackToConversations}
        onClick={onBack}
      >
        <BackIcon />
      </button>
      {partner && <Avatar name={partner.username} src={partner.profile_picture} size="small" />}
      <div className="thread__who">
        <h2 id={headingId} className="thread__name" ref={headingRef} tabIndex={-1}>
          {partner ? partner.username : t.loading} {partner?.verified && <VerifiedTick />}
        </h2>
        {partner && (
          <p className="thread__presence">
            <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} aria-hidden="true" />
            {online ? t.chatOnline : t.chatOffline}
          </p>
        )}
      </div>
      {partner && <BlockButton account={partner} />}
    </header>
  );
}
