// The dev-server page of every remote: an async boundary, so the shared singletons are negotiated
// before the host code that uses them runs.
import('./host');
