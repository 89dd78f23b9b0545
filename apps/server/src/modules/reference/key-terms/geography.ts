import type { KeyTerm } from './key-term';

export const GEOGRAPHY_TERMS: readonly KeyTerm[] = [
  {
    term: 'landform',
    aliases: ['landforms'],
    subjectId: 'physical-geography',
    definition:
      'A landform is a natural feature of the surface of the Earth, such as a mountain, valley, ' +
      'plateau, plain, canyon or delta. Landforms are shaped by tectonic forces that raise the ' +
      'land and by weathering and erosion from water, ice and wind that wear it down.',
  },
  {
    term: 'river',
    aliases: ['rivers'],
    subjectId: 'physical-geography',
    definition:
      'A river is a natural stream of fresh water that flows across the land toward an ocean, a ' +
      'lake or another river. Rivers carve valleys, carry sediment, build deltas and ' +
      'floodplains, and have long supplied people with water, food and transport.',
  },
  {
    term: 'biome',
    aliases: ['biomes'],
    subjectId: 'physical-geography',
    definition:
      'A biome is a large region of the Earth with a characteristic climate and community of ' +
      'plants and animals, such as a tropical rainforest, desert, grassland, tundra or taiga. ' +
      'Biomes are defined mainly by temperature and rainfall.',
  },
  {
    term: 'climate zone',
    aliases: ['climate zones'],
    subjectId: 'physical-geography',
    definition:
      'A climate zone is a region of the Earth with a broadly similar climate, determined mainly ' +
      'by latitude, altitude and distance from the sea. The main zones are tropical, dry, ' +
      'temperate, continental and polar, as in the widely used Köppen classification.',
  },
  {
    term: 'mountain',
    aliases: ['mountains'],
    subjectId: 'physical-geography',
    definition:
      'A mountain is a large natural elevation of the surface of the Earth that rises steeply to ' +
      'a summit well above the surrounding land. Most mountains form where tectonic plates ' +
      'collide or through volcanic activity, and they are worn down over time by erosion.',
  },
  {
    term: 'soil',
    aliases: ['soils'],
    subjectId: 'physical-geography',
    definition:
      'Soil is the loose layer of the surface of the Earth made of mineral particles, organic ' +
      'matter, water, air and living organisms. It forms slowly from weathered rock and decaying ' +
      'plants and supports almost all plant growth on land.',
  },
  {
    term: 'Mount Everest',
    aliases: ['Everest', 'Sagarmatha', 'Chomolungma'],
    subjectId: 'physical-geography',
    definition:
      'Mount Everest is the highest mountain on Earth above sea level, rising about 8,849 meters ' +
      'in the Himalayas on the border between Nepal and China. It was first climbed by Edmund ' +
      'Hillary and Tenzing Norgay in 1953.',
  },
  {
    term: 'Nile',
    aliases: ['Nile River', 'River Nile'],
    subjectId: 'physical-geography',
    definition:
      'The Nile is a major river of northeast Africa, flowing north into the Mediterranean Sea, ' +
      'and it is often regarded as the longest river in the world. Its two main branches, the ' +
      'White Nile and the Blue Nile, meet at Khartoum in Sudan, and its valley was the home of ' +
      'ancient Egypt.',
  },
  {
    term: 'Amazon River',
    subjectId: 'physical-geography',
    definition:
      'The Amazon River is the river in South America that carries more water than any other ' +
      'river in the world. It flows from the Andes across Brazil to the Atlantic Ocean, through ' +
      'the Amazon rainforest, the largest tropical rainforest on Earth.',
  },
  {
    term: 'Sahara',
    aliases: ['Sahara Desert'],
    subjectId: 'physical-geography',
    definition:
      'The Sahara is the largest hot desert in the world, covering much of North Africa from the ' +
      'Atlantic Ocean to the Red Sea. It is mostly stony plateaus and gravel plains rather than ' +
      'sand dunes, with very little rainfall.',
  },
  {
    term: 'continent',
    aliases: ['continents'],
    subjectId: 'world-regional-geography',
    definition:
      'A continent is one of the very large landmasses of the Earth. By the most common count ' +
      'there are seven: Africa, Antarctica, Asia, Australia, Europe, North America and South ' +
      'America, with Asia the largest by both area and population.',
  },
  {
    term: 'country',
    aliases: ['countries', 'nation', 'sovereign state'],
    subjectId: 'world-regional-geography',
    definition:
      'A country is a territory with its own government that controls a defined area and its ' +
      'population, usually recognized by other countries as independent. There are about 195 ' +
      'countries today, including the 193 members of the United Nations.',
  },
  {
    term: 'capital city',
    aliases: ['capital', 'capitals'],
    subjectId: 'world-regional-geography',
    definition:
      'A capital city is the city where the government of a country or region is based. It is ' +
      'often, but not always, the largest city, as in Canberra in Australia or Ottawa in Canada, ' +
      'which are smaller than other cities in their countries.',
  },
  {
    term: 'world region',
    aliases: ['world regions'],
    subjectId: 'world-regional-geography',
    definition:
      'A world region is a large area of the world grouped by shared physical, cultural, ' +
      'economic or historical features, such as Latin America, Southeast Asia or the Middle ' +
      'East. Geographers use regions to compare places and to study how they are connected.',
  },
  {
    term: 'map',
    aliases: ['maps'],
    subjectId: 'maps-and-cartography',
    definition:
      'A map is a visual representation of an area, showing the relative positions of features ' +
      'such as land, water, roads and places. Maps use a scale, symbols and a legend to ' +
      'communicate information, and they may be printed or digital.',
  },
  {
    term: 'cartography',
    subjectId: 'maps-and-cartography',
    definition:
      'Cartography is the art and science of making maps. Cartographers decide how to represent ' +
      'the round Earth on a flat surface, what to include or leave out, and how to use symbols, ' +
      'color and labels so that the map is clear and accurate.',
  },
  {
    term: 'map projection',
    aliases: ['map projections', 'Mercator projection'],
    subjectId: 'maps-and-cartography',
    definition:
      'A map projection is a method of representing the curved surface of the Earth on a flat ' +
      'map. Every projection distorts area, shape, distance or direction in some way, so the ' +
      'well-known Mercator projection keeps directions true but greatly enlarges areas near the ' +
      'poles.',
  },
  {
    term: 'latitude and longitude',
    aliases: ['latitude', 'longitude', 'coordinates', 'geographic coordinates'],
    subjectId: 'maps-and-cartography',
    definition:
      'Latitude and longitude are the coordinates used to give the position of any place on ' +
      'Earth. Latitude measures the angle north or south of the Equator, from 0 to 90 degrees, ' +
      'and longitude measures the angle east or west of the Prime Meridian, from 0 to 180 ' +
      'degrees.',
  },
  {
    term: 'Equator',
    aliases: ['the Equator'],
    subjectId: 'maps-and-cartography',
    definition:
      'The Equator is the imaginary line around the middle of the Earth, halfway between the ' +
      'North and South Poles, at 0 degrees latitude. It divides the Earth into the Northern and ' +
      'Southern Hemispheres and is about 40,000 kilometers long.',
  },
  {
    term: 'Prime Meridian',
    aliases: ['Greenwich Meridian'],
    subjectId: 'maps-and-cartography',
    definition:
      'The Prime Meridian is the line of 0 degrees longitude, running from the North Pole to the ' +
      'South Pole through Greenwich in London. It divides the Eastern and Western Hemispheres ' +
      'and serves as the reference for world time zones.',
  },
  {
    term: 'population',
    subjectId: 'population-and-human-geography',
    definition:
      'A population is the number of people, or of organisms of one species, living in a ' +
      'particular area. Human population geography studies how population size, density and ' +
      'structure change through births, deaths and migration, and the world population passed ' +
      'eight billion in 2022.',
  },
  {
    term: 'migration',
    aliases: ['human migration'],
    subjectId: 'population-and-human-geography',
    definition:
      'Migration is the movement of people from one place to another with the intention of ' +
      'settling, either within a country or across borders. It is driven by push factors such as ' +
      'conflict or poverty and pull factors such as jobs, safety and family.',
  },
  {
    term: 'urbanization',
    aliases: ['urbanisation'],
    subjectId: 'population-and-human-geography',
    definition:
      'Urbanization is the growth in the share of a population living in towns and cities, ' +
      'usually as people move from the countryside in search of work. More than half of the ' +
      'world population now lives in urban areas.',
  },
  {
    term: 'demographics',
    aliases: ['demography'],
    subjectId: 'population-and-human-geography',
    definition:
      'Demographics are statistical data about a population, such as its size, age structure, ' +
      'birth and death rates, and ethnic or economic makeup. Demography, the study of these ' +
      'data, helps governments and businesses plan services and predict change.',
  },
  {
    term: 'city',
    aliases: ['cities'],
    subjectId: 'population-and-human-geography',
    definition:
      'A city is a large, permanent human settlement with a high density of people, buildings ' +
      'and economic activity. Cities serve as centers of trade, government and culture, and the ' +
      'largest urban areas, such as Tokyo and Delhi, hold tens of millions of people.',
  },
  {
    term: 'natural disaster',
    aliases: ['natural disasters', 'natural hazard', 'natural hazards'],
    subjectId: 'natural-hazards',
    definition:
      'A natural disaster is a natural event, such as an earthquake, flood, hurricane or ' +
      'wildfire, that causes great harm to people and property. The hazard itself is natural, ' +
      'but its impact depends on how exposed and prepared communities are.',
  },
  {
    term: 'hurricane',
    aliases: ['hurricanes', 'tropical cyclone', 'typhoon', 'typhoons'],
    subjectId: 'natural-hazards',
    definition:
      'A hurricane is a powerful tropical storm with sustained winds of at least 119 kilometers ' +
      'per hour, forming over warm ocean waters in the Atlantic or the northeast Pacific. The ' +
      'same kind of storm is called a typhoon in the northwest Pacific and a cyclone in the ' +
      'Indian Ocean.',
  },
  {
    term: 'flood',
    aliases: ['floods', 'flooding'],
    subjectId: 'natural-hazards',
    definition:
      'A flood is an overflow of water onto land that is normally dry, caused by heavy rain, ' +
      'rivers bursting their banks, storm surges or melting snow. Floods are among the most ' +
      'common and costly natural disasters.',
  },
  {
    term: 'wildfire',
    aliases: ['wildfires', 'bushfire', 'forest fire'],
    subjectId: 'natural-hazards',
    definition:
      'A wildfire is an uncontrolled fire that spreads through vegetation such as forests, ' +
      'grassland or scrub. Hot, dry and windy weather makes wildfires spread quickly, and while ' +
      'some are natural, many are started by people.',
  },
  {
    term: 'tsunami',
    aliases: ['tsunamis'],
    subjectId: 'natural-hazards',
    definition:
      'A tsunami is a series of large ocean waves caused by a sudden displacement of water, ' +
      'usually by an undersea earthquake, landslide or volcanic eruption. Tsunamis travel across ' +
      'oceans at high speed and can rise to great heights as they reach shallow coastal water.',
  },
  {
    term: 'Ring of Fire',
    aliases: ['Pacific Ring of Fire'],
    subjectId: 'natural-hazards',
    definition:
      'The Ring of Fire is a horseshoe-shaped belt around the edges of the Pacific Ocean where ' +
      "many of the world's earthquakes and active volcanoes occur. It follows the boundaries of " +
      'several tectonic plates, from New Zealand and Japan to Alaska and the Andes.',
  },
  {
    term: 'GIS',
    aliases: ['geographic information system', 'geographic information systems'],
    subjectId: 'geographic-information-systems',
    definition:
      'GIS, or a geographic information system, is a computer system for capturing, storing, ' +
      'analyzing and displaying data linked to locations on the Earth. It combines maps with ' +
      'databases and is used in planning, environmental management, transport and emergency ' +
      'response.',
  },
  {
    term: 'spatial data',
    aliases: ['geospatial data'],
    subjectId: 'geographic-information-systems',
    definition:
      'Spatial data is data that describes the location, shape and relationships of features on ' +
      'the Earth. It is stored either as vector data, made of points, lines and polygons, or as ' +
      'raster data, made of grid cells such as satellite images.',
  },
  {
    term: 'spatial analysis',
    subjectId: 'geographic-information-systems',
    definition:
      'Spatial analysis is the examination of the locations, attributes and relationships of ' +
      'features in spatial data to find patterns and answer geographic questions. Examples ' +
      'include finding the nearest hospital, mapping clusters of disease or measuring which ' +
      'areas lie within a flood zone.',
  },
  {
    term: 'map layer',
    aliases: ['map layers'],
    subjectId: 'geographic-information-systems',
    definition:
      'A map layer is a set of geographic data of one theme, such as roads, rivers or buildings, ' +
      'that can be displayed on top of other layers in a GIS. Combining and comparing layers ' +
      'lets users see how different features relate to one another.',
  },
];
