import { describe, expect, it } from 'vitest';
import { makeCitation, makeEvent, makeProject, makeTask } from '../testing/productivity-fixtures';
import { searchLoadedItems } from './local-search';

describe('searching the loaded lists', () => {
  const lists = {
    tasks: [
      makeTask({ title: 'Write report', description: 'Quarterly numbers' }),
      makeTask({ title: 'Gym', tags: ['health'] }),
    ],
    events: [makeEvent({ title: 'Standup', location: 'Room 7' })],
    projects: [makeProject({ title: 'Thesis', description: 'On quarterly cycles' })],
    citations: [makeCitation({ title: 'Deep Learning', authors: ['Ian Goodfellow'] })],
  };

  it('matches titles, descriptions and tags, whatever the case, every word', () => {
    const found = searchLoadedItems('QUARTERLY', lists);
    expect(found.tasks.map((task) => task.title)).toEqual(['Write report']);
    expect(found.projects.map((project) => project.title)).toEqual(['Thesis']);
    expect(searchLoadedItems('health', lists).tasks.map((task) => task.title)).toEqual(['Gym']);
    expect(searchLoadedItems('write numbers', lists).tasks).toHaveLength(1);
    expect(searchLoadedItems('write gym', lists).tasks).toHaveLength(0);
  });

  it('finds an event by its place and a citation by its authors', () => {
    expect(searchLoadedItems('room 7', lists).events).toHaveLength(1);
    expect(searchLoadedItems('goodfellow', lists).citations).toHaveLength(1);
  });

  it('finds nothing for a blank search', () => {
    const found = searchLoadedItems('   ', lists);
    expect(Object.values(found).flat()).toEqual([]);
  });
});
