// The stylesheet belongs to the entry, so the build puts it in index.html (inlined there).
import './index.css';

// The page is already painted from the server's HTML (decision 015). The app's code starts
// loading after that first frame, so its 130 KB never hold the paint back.
requestAnimationFrame(() => {
  setTimeout(() => void import('./main'));
});
