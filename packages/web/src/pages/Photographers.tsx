import { DirectoryPage } from './photographers/DirectoryPage.js';

/** The photographer directory page (docs/product.md#directory); `/photographers/{id}` opens that photographer's portfolio. */
export default function Photographers({ photographerId }: { photographerId?: string }) {
  return <DirectoryPage photographerId={photographerId} />;
}
