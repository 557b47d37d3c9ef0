import { NavLink } from 'react-router';

export interface SubNavLink {
  to: string;
  label: string;
  /** Current only at exactly this path, not below it (NavLink's `end`). */
  end?: boolean;
  /** Whether it is the page shown, when the address alone does not say (a view chosen by default). */
  current?: boolean;
}

/** The tabs of a screen's views or sections: links in a labelled navigation, the shown one marked. */
export function SubNav({ label, links }: { label: string; links: readonly SubNavLink[] }) {
  return (
    <nav aria-label={label} className="bo-subnav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className="bo-subnav__link"
              {...(link.current === undefined ? {} : { 'aria-current': link.current ? 'page' : undefined })}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
