import type { SubjectCategory } from '@polymath/shared';

export const GEOGRAPHY: SubjectCategory = {
  description:
    'Places, landscapes and people: where things are, why they are there and how they connect.',
  subjects: {
    'physical-geography': {
      title: 'Physical Geography',
      description:
        'Landforms, rivers, climate zones, soils and biomes, and the processes that shape the surface of the Earth.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['landforms', 'rivers', 'climate zones', 'biomes', 'soils', 'mountains'],
      sources: [
        {
          type: 'textbook',
          name: 'Fundamentals of Physical Geography',
          description:
            'Free online textbook by Michael Pidwirny on the atmosphere, hydrosphere, biosphere and lithosphere.',
          url: 'https://www.physicalgeography.net/',
        },
        {
          type: 'tutorial',
          name: 'National Geographic Education',
          description:
            'Free articles, maps and activities on landforms, climate and the environment.',
          url: 'https://education.nationalgeographic.org/',
        },
      ],
    },
    'world-regional-geography': {
      title: 'World Regional Geography',
      description:
        'The countries and regions of the world: their people, economies, governments and cultural and natural heritage.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['countries', 'world regions', 'continents', 'capitals', 'cultures'],
      sources: [
        {
          type: 'government',
          name: 'The World Factbook',
          description:
            'Country profiles covering geography, people, government and economy, published by the CIA.',
          url: 'https://www.cia.gov/the-world-factbook/',
        },
        {
          type: 'official',
          name: 'UNESCO World Heritage List',
          description: 'The official list of World Heritage sites with descriptions of each.',
          url: 'https://whc.unesco.org/en/list/',
        },
        {
          type: 'app',
          name: 'Google Earth',
          description:
            'Explore the globe in 3D in the browser, with satellite imagery and guided stories.',
          url: 'https://earth.google.com/web/',
        },
      ],
    },
    'maps-and-cartography': {
      title: 'Maps and Cartography',
      description:
        'Read and make maps: scale, projections, symbols and coordinates, and how maps have been drawn through history.',
      difficulty: 'beginner',
      estimatedTime: '2-4 weeks',
      topics: ['maps', 'cartography', 'map projections', 'latitude and longitude', 'coordinates'],
      sources: [
        {
          type: 'government',
          name: 'Library of Congress Maps',
          description:
            'Digitized historical and modern maps from the Library of Congress Geography and Map Division.',
          url: 'https://www.loc.gov/maps/',
        },
        {
          type: 'reference',
          name: 'OpenStreetMap Wiki',
          description:
            'Documentation of the OpenStreetMap project: how the free world map is drawn and tagged.',
          url: 'https://wiki.openstreetmap.org/',
        },
      ],
    },
    'population-and-human-geography': {
      title: 'Population and Human Geography',
      description:
        'Where people live and why: population change, migration, cities and development, read from real data.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: ['population', 'migration', 'cities', 'urbanization', 'demographics'],
      sources: [
        {
          type: 'official',
          name: 'UN World Population Prospects',
          description:
            'Official United Nations population estimates and projections for every country.',
          url: 'https://population.un.org/wpp/',
        },
        {
          type: 'reference',
          name: 'World Bank Open Data',
          description: 'Free development indicators for countries worldwide.',
          url: 'https://data.worldbank.org/',
        },
        {
          type: 'reference',
          name: 'Our World in Data',
          description:
            'Research and charts on population, health, poverty and the environment from the University of Oxford team.',
          url: 'https://ourworldindata.org/',
        },
      ],
    },
    'natural-hazards': {
      title: 'Natural Hazards',
      description:
        'Earthquakes, hurricanes, floods and wildfires: why they happen, how they are monitored and how communities prepare.',
      difficulty: 'intermediate',
      estimatedTime: '3-4 weeks',
      topics: ['natural disasters', 'earthquakes', 'hurricanes', 'floods', 'wildfires', 'tsunamis'],
      prerequisites: ['physical-geography'],
      sources: [
        {
          type: 'government',
          name: 'USGS Earthquake Hazards Program',
          description:
            'Real-time earthquake data, hazard maps and earthquake science from the U.S. Geological Survey.',
          url: 'https://www.usgs.gov/programs/earthquake-hazards',
        },
        {
          type: 'government',
          name: 'National Hurricane Center',
          description:
            'NOAA forecasts of tropical storms with educational pages on hurricane hazards.',
          url: 'https://www.nhc.noaa.gov/',
        },
        {
          type: 'government',
          name: 'Ready.gov',
          description: 'U.S. government guidance on preparing for disasters and emergencies.',
          url: 'https://www.ready.gov/',
        },
      ],
    },
    'geographic-information-systems': {
      title: 'Geographic Information Systems (GIS)',
      description:
        'Store, analyse and map spatial data with GIS software: layers, coordinate systems, spatial queries and map design.',
      difficulty: 'advanced',
      estimatedTime: '8-10 weeks',
      topics: ['gis', 'spatial data', 'spatial analysis', 'geospatial data', 'map layers'],
      prerequisites: ['maps-and-cartography'],
      sources: [
        {
          type: 'official',
          name: 'QGIS Documentation',
          description: 'Official user manual and training manual for the free QGIS desktop GIS.',
          url: 'https://docs.qgis.org/',
        },
        {
          type: 'app',
          name: 'QGIS',
          description: 'Free and open-source geographic information system for desktop.',
          url: 'https://qgis.org/',
        },
        {
          type: 'course',
          name: 'Penn State Open Educational Resources',
          description:
            'Open course materials from Penn State, including its geospatial and GIS courses.',
          url: 'https://www.e-education.psu.edu/',
        },
      ],
    },
  },
};
