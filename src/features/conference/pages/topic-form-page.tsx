import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ConferenceHeader } from '../components/conference-header';

/**
 * /app/topicform: a route kept for old links, hidden from the menus (the spec does not show its
 * content). It names the conference and leads to the screens that hold the conference charts.
 */
export function Component() {
  return (
    <div>
      <ConferenceHeader title="Conference topics">Choose what to explore in the LAK conference data.</ConferenceHeader>
      <nav aria-label="Conference screens" className="card shadow-sm">
        <ul className="list-group list-group-flush">
          <li className="list-group-item">
            <Link to={paths.topicBar}>Topic Trends</Link>
          </li>
          <li className="list-group-item">
            <Link to={paths.topicsCompare}>Topic Overview</Link>
          </li>
          <li className="list-group-item">
            <Link to={paths.topicsRecommend}>Publications</Link>
          </li>
          <li className="list-group-item">
            <Link to={paths.topicsResearch}>Compare Conference</Link>
          </li>
          <li className="list-group-item">
            <Link to={paths.topicsAuthors}>Compare Researcher</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
