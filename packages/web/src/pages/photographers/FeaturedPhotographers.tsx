import { directoryPage, firstPageInputs } from '@tasbir/shared';
import { HomeSection } from '../../components/HomeSection.js';
import { ListSkeleton } from '../../components/ListSkeleton.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import { PhotographerCard } from './PhotographerCard.js';
import { PhotographerCardSkeleton } from './PhotographerCardSkeleton.js';
import { usePhotographerDialogs } from './usePhotographerDialogs.js';
import { useStartChat } from './useStartChat.js';

/** The home page's featured photographers: the directory's first 6, the section hidden when there are none. */
export function FeaturedPhotographers() {
  const t = useT();
  const { user } = useSession();
  const featured = trpc.photographers.list.useQuery(firstPageInputs.featuredPhotographers);
  const dialogs = usePhotographerDialogs();
  const startChat = useStartChat();
  const cards = featured.data?.photographers ?? [];
  if (!featured.isPending && cards.length === 0) return null;

  return (
    <HomeSection
      id="featured-photographers"
      title={t.featuredPhotographersTitle}
      intro={t.featuredPhotographersIntro}
      more={{ to: 'photographers', label: t.viewAllPhotographers }}
      busy={featured.isPending}
    >
      {featured.isPending && (
        <ListSkeleton listClassName="photographer-grid" count={directoryPage.homeLimit} status={t.loading}>
          <PhotographerCardSkeleton />
        </ListSkeleton>
      )}
      <ul className="photographer-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <PhotographerCard
              card={card}
              viewer={user}
              headingLevel={3}
              onViewPortfolio={dialogs.viewPortfolio}
              onBook={dialogs.book}
              onGift={dialogs.sendGift}
              onChat={startChat}
            />
          </li>
        ))}
      </ul>
      {dialogs.element}
    </HomeSection>
  );
}
