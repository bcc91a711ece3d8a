// Alone in its dev server (npm run dev -w <remote>): a small host mounts the parcels.
import('./standaloneHost');
