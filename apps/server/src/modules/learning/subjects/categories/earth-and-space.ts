import type { SubjectCategory } from '@polymath/shared';

export const EARTH_AND_SPACE: SubjectCategory = {
  description:
    'Our planet — its rocks, oceans, weather and climate — and the Solar System, stars and galaxies beyond it.',
  subjects: {
    astronomy: {
      title: 'Astronomy',
      description:
        'The night sky, the planets, stars, galaxies and the history of the universe, and how astronomers learn from light.',
      difficulty: 'beginner',
      estimatedTime: '8-10 weeks',
      topics: ['astronomy', 'stars', 'galaxies', 'black holes', 'universe', 'big bang'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Astronomy 2e',
          description: 'Free introductory astronomy textbook for non-science majors.',
          url: 'https://openstax.org/details/books/astronomy-2e',
        },
        {
          type: 'government',
          name: 'NASA Science',
          description:
            "NASA's portal for its science missions, images and explainers on the universe.",
          url: 'https://science.nasa.gov/',
        },
        {
          type: 'app',
          name: 'Stellarium',
          description: 'Free open-source planetarium software that shows a realistic sky in 3D.',
          url: 'https://stellarium.org/',
        },
      ],
    },
    'the-solar-system': {
      title: 'The Solar System',
      description:
        'The Sun, planets, moons, asteroids and comets, and what spacecraft have discovered about each.',
      difficulty: 'beginner',
      estimatedTime: '3-4 weeks',
      topics: ['solar system', 'planets', 'moon', 'sun', 'mars', 'comets'],
      sources: [
        {
          type: 'government',
          name: 'NASA Solar System Exploration',
          description: "NASA's guide to every planet, moon and small body, with mission results.",
          url: 'https://science.nasa.gov/solar-system/',
        },
        {
          type: 'official',
          name: 'ESA Science & Exploration',
          description: 'European Space Agency pages on its planetary and space science missions.',
          url: 'https://www.esa.int/Science_Exploration',
        },
      ],
    },
    geology: {
      title: 'Geology',
      description:
        'Minerals, rocks, plate tectonics, earthquakes and volcanoes, and how the Earth has changed over 4.5 billion years.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['geology', 'rocks', 'plate tectonics', 'earthquakes', 'volcanoes', 'minerals'],
      sources: [
        {
          type: 'official',
          name: 'British Geological Survey: Discovering Geology',
          description:
            'Introductory pages on rocks, fossils, earthquakes and volcanoes from the UK geological survey.',
          url: 'https://www.bgs.ac.uk/discovering-geology/',
        },
        {
          type: 'government',
          name: 'U.S. Geological Survey',
          description: 'The U.S. science agency for earthquakes, volcanoes, minerals and maps.',
          url: 'https://www.usgs.gov/',
        },
        {
          type: 'course',
          name: 'MIT 12.001 Introduction to Geology',
          description: 'MIT OpenCourseWare course with lecture notes and lab material.',
          url: 'https://ocw.mit.edu/courses/12-001-introduction-to-geology-fall-2013/',
        },
      ],
    },
    'weather-and-meteorology': {
      title: 'Weather and Meteorology',
      description:
        'How the atmosphere makes weather: pressure, fronts, clouds, storms and how forecasts are made.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: ['weather', 'meteorology', 'weather forecasting', 'storms', 'clouds', 'atmosphere'],
      sources: [
        {
          type: 'tutorial',
          name: 'NOAA JetStream',
          description: "The U.S. National Weather Service's online school for weather.",
          url: 'https://www.noaa.gov/jetstream',
        },
        {
          type: 'government',
          name: 'National Weather Service',
          description: 'U.S. forecasts, warnings and weather safety information.',
          url: 'https://www.weather.gov/',
        },
        {
          type: 'official',
          name: 'Met Office: Learn About Weather',
          description: "The UK national weather service's explanations of weather and climate.",
          url: 'https://www.metoffice.gov.uk/weather/learn-about',
        },
      ],
    },
    'climate-science': {
      title: 'Climate Science',
      description:
        "How Earth's climate system works, the evidence for current warming, its causes and its projected effects.",
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: [
        'climate change',
        'global warming',
        'greenhouse effect',
        'carbon emissions',
        'climate models',
      ],
      prerequisites: ['weather-and-meteorology'],
      sources: [
        {
          type: 'government',
          name: 'NOAA Climate.gov',
          description:
            'Climate data, maps and explainers from the U.S. National Oceanic and Atmospheric Administration.',
          url: 'https://www.climate.gov/',
        },
        {
          type: 'government',
          name: 'NASA Earth Observatory',
          description: 'Satellite images and articles about the Earth system and climate.',
          url: 'https://earthobservatory.nasa.gov/',
        },
        {
          type: 'professional',
          name: 'Intergovernmental Panel on Climate Change',
          description:
            'The UN body that assesses climate science; its reports and summaries for policymakers.',
          url: 'https://www.ipcc.ch/',
        },
      ],
    },
    oceanography: {
      title: 'Oceanography',
      description:
        'Ocean currents, tides, waves, marine life and the role of the oceans in climate.',
      difficulty: 'advanced',
      estimatedTime: '6-8 weeks',
      topics: ['oceans', 'ocean currents', 'tides', 'marine life', 'coral reefs'],
      sources: [
        {
          type: 'government',
          name: 'NOAA Ocean Service',
          description: 'Ocean facts, tutorials on tides and currents, and coastal data from NOAA.',
          url: 'https://oceanservice.noaa.gov/',
        },
        {
          type: 'reference',
          name: 'Woods Hole Oceanographic Institution',
          description: 'Research institution with articles explaining ocean science topics.',
          url: 'https://www.whoi.edu/',
        },
      ],
    },
  },
};
