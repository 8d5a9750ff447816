import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

/** Notes the commit that draws it: its name, and the page's text at that commit. */
function Drawn({ name, commits }: { name: string; commits: string[] }) {
  useLayoutEffect(() => {
    commits.push(`${name}: ${document.body.textContent}`);
  }, [commits, name]);
  return <p>{name}</p>;
}

describe('Deferred', () => {
  it('should commit the page around it and its fallback first, then its children', async () => {
    const commits: string[] = [];
    render(
      <>
        <Drawn name="header" commits={commits} />
        <Deferred fallback={<Drawn name="placeholder" commits={commits} />}>
          <Drawn name="lists" commits={commits} />
        </Deferred>
      </>,
    );
    expect(await screen.findByText('lists')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(commits).toEqual([
      'header: headerplaceholder',
      'placeholder: headerplaceholder',
      'lists: headerlists',
    ]);
  });

  it('should draw nested blocks in turn, each in a commit of its own', async () => {
    const commits: string[] = [];
    render(
      <Deferred>
        <Drawn name="lists" commits={commits} />
        <Deferred>
          <Drawn name="charts" commits={commits} />
        </Deferred>
      </Deferred>,
    );
    expect(await screen.findByText('charts')).toBeInTheDocument();
    expect(commits).toEqual(['lists: lists', 'charts: listscharts']);
  });

  it('should draw sibling blocks one at a time, in the order of the page', async () => {
    const commits: string[] = [];
    render(
      <>
        <Deferred>
          <Drawn name="lists" commits={commits} />
        </Deferred>
        <Deferred>
          <Drawn name="charts" commits={commits} />
        </Deferred>
        <Deferred>
          <Drawn name="help" commits={commits} />
        </Deferred>
      </>,
    );
    expect(await screen.findByText('help')).toBeInTheDocument();
    expect(commits).toEqual(['lists: lists', 'charts: listscharts', 'help: listschartshelp']);
  });
});
