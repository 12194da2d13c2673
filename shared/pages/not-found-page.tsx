/** Any URL the route table does not know: 404 (decided by the server) with the catalogue text. */
import { useLocation } from 'react-router-dom';
import { NotFoundMessage } from '../components/not-found-message.js';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundMessage message="Not found." path={pathname} backTo="/" backLabel="Back to the home page" />;
}
