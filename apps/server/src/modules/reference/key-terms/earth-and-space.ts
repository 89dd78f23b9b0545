import type { KeyTerm } from './key-term';

export const EARTH_AND_SPACE_TERMS: readonly KeyTerm[] = [
  {
    term: 'astronomy',
    subjectId: 'astronomy',
    definition:
      'Astronomy is the natural science that studies celestial objects such as stars, planets, ' +
      'moons, comets and galaxies, and the universe as a whole. Astronomers use telescopes that ' +
      'detect light and other radiation, together with physics and mathematics, to explain how ' +
      'these objects form and change.',
  },
  {
    term: 'star',
    aliases: ['stars'],
    subjectId: 'astronomy',
    definition:
      'A star is a huge, luminous ball of hot gas, mostly hydrogen and helium, held together by ' +
      'its own gravity and powered by nuclear fusion in its core. The Sun is a star, and the ' +
      'color, brightness and lifetime of a star depend mainly on its mass.',
  },
  {
    term: 'galaxy',
    aliases: ['galaxies'],
    subjectId: 'astronomy',
    definition:
      'A galaxy is a vast system of stars, gas, dust and dark matter held together by gravity. ' +
      'Galaxies range from dwarfs with a few million stars to giants with trillions, are ' +
      'classified by shape as spiral, elliptical or irregular, and the observable universe ' +
      'contains billions of them.',
  },
  {
    term: 'black hole',
    aliases: ['black holes'],
    subjectId: 'astronomy',
    definition:
      'A black hole is a region of space where gravity is so strong that nothing, not even ' +
      'light, can escape once it crosses the boundary called the event horizon. Black holes form ' +
      'when very massive stars collapse, and supermassive black holes lie at the centers of most ' +
      'large galaxies.',
  },
  {
    term: 'universe',
    aliases: ['the universe', 'cosmos'],
    subjectId: 'astronomy',
    definition:
      'The universe is everything that exists, including all space, time, matter and energy. It ' +
      'began with the Big Bang about 13.8 billion years ago, has been expanding ever since and ' +
      'contains billions of galaxies.',
  },
  {
    term: 'Big Bang',
    aliases: ['Big Bang theory'],
    subjectId: 'astronomy',
    definition:
      'The Big Bang is the scientific theory that the universe began about 13.8 billion years ' +
      'ago in an extremely hot, dense state and has been expanding and cooling ever since. It is ' +
      'supported by the expansion of the universe, the cosmic microwave background radiation and ' +
      'the abundance of light elements.',
  },
  {
    term: 'Milky Way',
    aliases: ['Milky Way Galaxy', 'our galaxy'],
    subjectId: 'astronomy',
    definition:
      'The Milky Way is the barred spiral galaxy that contains our solar system, with a ' +
      'supermassive black hole at its center. It holds hundreds of billions of stars, and from ' +
      'Earth its disk appears as a faint band of light across the night sky.',
  },
  {
    term: 'Andromeda Galaxy',
    aliases: ['Andromeda', 'M31'],
    subjectId: 'astronomy',
    definition:
      'The Andromeda Galaxy, also known as M31, is the nearest large spiral galaxy to the Milky ' +
      'Way, about 2.5 million light-years away. It is visible to the naked eye on dark nights, ' +
      'and it is expected to merge with the Milky Way in several billion years.',
  },
  {
    term: 'light-year',
    aliases: ['light-years', 'light year', 'light years'],
    subjectId: 'astronomy',
    definition:
      'A light-year is the distance that light travels in a vacuum in one year, about 9.46 ' +
      'trillion kilometers. Astronomers use it to measure distances to stars and galaxies, so ' +
      'the nearest star beyond the Sun, Proxima Centauri, is about 4.2 light-years away.',
  },
  {
    term: 'solar system',
    aliases: ['the solar system'],
    subjectId: 'the-solar-system',
    definition:
      'The solar system is the Sun together with everything bound to it by gravity, including ' +
      'eight planets, their moons, dwarf planets, asteroids and comets. It formed about 4.6 ' +
      'billion years ago from a collapsing cloud of gas and dust.',
  },
  {
    term: 'planet',
    aliases: ['planets'],
    subjectId: 'the-solar-system',
    definition:
      'A planet is a large body that orbits a star, is massive enough for its own gravity to ' +
      'make it round and has cleared its orbit of other objects. The solar system has eight ' +
      'planets: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune.',
  },
  {
    term: 'Moon',
    aliases: ['the Moon', 'moons'],
    subjectId: 'the-solar-system',
    definition:
      'The Moon is the natural satellite of Earth, orbiting at an average distance of about ' +
      '384,000 kilometers. Its gravity causes the tides, its phases come from the changing part ' +
      'of its sunlit side that we see, and it was first visited by astronauts in 1969.',
  },
  {
    term: 'Sun',
    aliases: ['the Sun'],
    subjectId: 'the-solar-system',
    definition:
      'The Sun is the star at the center of the solar system, a hot ball of hydrogen and helium ' +
      'powered by nuclear fusion in its core. It holds more than 99 percent of the mass of the ' +
      'solar system and provides the light and heat that sustain life on Earth.',
  },
  {
    term: 'Mars',
    subjectId: 'the-solar-system',
    definition:
      'Mars is the fourth planet from the Sun, a cold, rocky desert world often called the Red ' +
      'Planet because of the iron oxide dust on its surface. It has a thin carbon dioxide ' +
      'atmosphere, polar ice caps and the largest volcano in the solar system, Olympus Mons.',
  },
  {
    term: 'comet',
    aliases: ['comets'],
    subjectId: 'the-solar-system',
    definition:
      'A comet is a small icy body that orbits the Sun, often on a long, stretched orbit from ' +
      'the outer solar system. As it nears the Sun, its ice turns to gas, forming a glowing ' +
      'cloud called a coma and tails of gas and dust that point away from the Sun.',
  },
  {
    term: 'Jupiter',
    subjectId: 'the-solar-system',
    definition:
      'Jupiter is the fifth planet from the Sun and the largest in the solar system, a gas giant ' +
      'made mostly of hydrogen and helium. It has dozens of moons, including the four large ' +
      'Galilean moons, and a giant storm called the Great Red Spot.',
  },
  {
    term: "Halley's Comet",
    aliases: ['Comet Halley'],
    subjectId: 'the-solar-system',
    definition:
      "Halley's Comet is the best-known periodic comet, returning to the inner solar system " +
      'about every 75 to 76 years. Edmond Halley predicted its return, which was confirmed in ' +
      '1758, and it was last seen from Earth in 1986.',
  },
  {
    term: 'geology',
    subjectId: 'geology',
    definition:
      'Geology is the science that studies the Earth, the materials it is made of, its structure ' +
      'and the processes that have shaped it over time. It covers rocks, minerals, fossils, ' +
      'earthquakes, volcanoes and the history of the planet.',
  },
  {
    term: 'rock',
    aliases: ['rocks'],
    subjectId: 'geology',
    definition:
      'A rock is a naturally occurring solid made of one or more minerals. Rocks are grouped by ' +
      'how they form into igneous rocks, from cooled magma or lava, sedimentary rocks, from ' +
      'layers of compacted sediment, and metamorphic rocks, changed by heat and pressure.',
  },
  {
    term: 'plate tectonics',
    aliases: ['tectonic plates', 'tectonic plate'],
    subjectId: 'geology',
    definition:
      'Plate tectonics is the theory that the outer shell of the Earth is divided into large, ' +
      'slowly moving plates that float on the hotter mantle beneath. Their movements, a few ' +
      'centimeters a year, build mountains and cause most earthquakes and volcanoes where the ' +
      'plates meet.',
  },
  {
    term: 'earthquake',
    aliases: ['earthquakes'],
    subjectId: 'geology',
    definition:
      'An earthquake is a sudden shaking of the ground caused by the release of energy when ' +
      'rocks break and slip along a fault, usually near the boundaries of tectonic plates. Its ' +
      'size is measured on the moment magnitude scale, and strong earthquakes can destroy ' +
      'buildings and trigger tsunamis and landslides.',
  },
  {
    term: 'volcano',
    aliases: ['volcanoes'],
    subjectId: 'geology',
    definition:
      'A volcano is an opening in the crust of the Earth through which molten rock, ash and ' +
      'gases escape from below. Volcanoes form mostly at the boundaries of tectonic plates and ' +
      'over hot spots, and eruptions range from gentle lava flows to violent explosions.',
  },
  {
    term: 'mineral',
    aliases: ['minerals'],
    subjectId: 'geology',
    definition:
      'A mineral is a naturally occurring, inorganic solid with a definite chemical composition ' +
      'and an ordered crystal structure. Quartz, feldspar and calcite are common examples, and ' +
      'minerals are identified by properties such as hardness, color, luster and cleavage.',
  },
  {
    term: 'Pangaea',
    aliases: ['Pangea'],
    subjectId: 'geology',
    definition:
      'Pangaea was a supercontinent that joined almost all of the land on Earth into a single ' +
      'mass from about 335 million to about 175 million years ago. Its breakup through plate ' +
      'tectonics gradually produced the continents we know today.',
  },
  {
    term: 'San Andreas Fault',
    subjectId: 'geology',
    definition:
      'The San Andreas Fault is a major fault in California, about 1,200 kilometers long, where ' +
      'the Pacific Plate slides past the North American Plate. Movement along it caused the ' +
      'great San Francisco earthquake of 1906.',
  },
  {
    term: 'weather',
    subjectId: 'weather-and-meteorology',
    definition:
      'Weather is the state of the atmosphere at a particular place and time, described by ' +
      'temperature, humidity, precipitation, wind, cloud cover and air pressure. It differs from ' +
      'climate, which is the average pattern of weather over many years.',
  },
  {
    term: 'meteorology',
    subjectId: 'weather-and-meteorology',
    definition:
      'Meteorology is the science of the atmosphere and its phenomena, especially weather and ' +
      'weather forecasting. Meteorologists use observations from weather stations, balloons, ' +
      'radar and satellites, together with computer models, to understand and predict the ' +
      'weather.',
  },
  {
    term: 'weather forecasting',
    aliases: ['weather forecast', 'forecast'],
    subjectId: 'weather-and-meteorology',
    definition:
      'Weather forecasting is the prediction of the state of the atmosphere for a future time ' +
      'and place. Modern forecasts come from computer models that simulate the atmosphere using ' +
      'current observations, and they are generally reliable for several days ahead.',
  },
  {
    term: 'cloud',
    aliases: ['clouds'],
    subjectId: 'weather-and-meteorology',
    definition:
      'A cloud is a visible mass of tiny water droplets or ice crystals suspended in the ' +
      'atmosphere, formed when moist air cools and its water vapor condenses. Clouds are ' +
      'classified by shape and height into types such as cumulus, stratus and cirrus.',
  },
  {
    term: 'storm',
    aliases: ['storms', 'thunderstorm', 'thunderstorms'],
    subjectId: 'weather-and-meteorology',
    definition:
      'A storm is a disturbance of the atmosphere marked by strong winds and usually by rain, ' +
      'snow, hail or thunder and lightning. Storms range from local thunderstorms to large ' +
      'systems such as tropical cyclones and winter blizzards.',
  },
  {
    term: 'atmosphere',
    aliases: ["Earth's atmosphere"],
    subjectId: 'weather-and-meteorology',
    definition:
      'The atmosphere is the layer of gases surrounding the Earth, held in place by gravity and ' +
      'made mostly of nitrogen and oxygen. It protects life by absorbing harmful ultraviolet ' +
      'radiation and keeping the planet warm, and weather takes place in its lowest layer, the ' +
      'troposphere.',
  },
  {
    term: 'climate change',
    subjectId: 'climate-science',
    definition:
      'Climate change is a long-term shift in global or regional climate patterns, and today ' +
      'refers mainly to the warming caused since the nineteenth century by human activities, ' +
      'especially burning fossil fuels. Its effects include rising sea levels, melting ice, more ' +
      'intense heatwaves and changes in rainfall.',
  },
  {
    term: 'global warming',
    subjectId: 'climate-science',
    definition:
      'Global warming is the long-term rise in the average temperature of the surface of the ' +
      'Earth, driven mainly by greenhouse gases released by human activities. It is one central ' +
      'part of climate change, and global temperatures have risen by more than one degree ' +
      'Celsius since preindustrial times.',
  },
  {
    term: 'greenhouse effect',
    aliases: ['greenhouse gas', 'greenhouse gases'],
    subjectId: 'climate-science',
    definition:
      'The greenhouse effect is the warming of the surface of a planet by gases in its ' +
      'atmosphere that let sunlight through but absorb and re-emit the heat radiated back from ' +
      'the ground. Carbon dioxide, methane and water vapor are important greenhouse gases, and ' +
      'adding more of them strengthens the effect.',
  },
  {
    term: 'carbon emissions',
    aliases: ['carbon emission', 'carbon dioxide emissions', 'CO2 emissions'],
    subjectId: 'climate-science',
    definition:
      'Carbon emissions are releases of carbon dioxide and other carbon-containing greenhouse ' +
      'gases into the atmosphere, mainly from burning coal, oil and gas and from deforestation. ' +
      'Cutting them is the main way to limit further climate change.',
  },
  {
    term: 'climate model',
    aliases: ['climate models'],
    subjectId: 'climate-science',
    definition:
      'A climate model is a computer simulation of the climate system that uses the laws of ' +
      'physics to represent the atmosphere, oceans, land and ice. Scientists use climate models ' +
      'to understand past climates and to project how the climate may change under different ' +
      'levels of emissions.',
  },
  {
    term: 'ocean',
    aliases: ['oceans', 'oceanography'],
    subjectId: 'oceanography',
    definition:
      'An ocean is one of the great bodies of salt water that together cover about 71 percent of ' +
      'the surface of the Earth. The main oceans are the Pacific, Atlantic, Indian, Southern and ' +
      'Arctic, and they store heat, drive weather and hold most of the water on the planet.',
  },
  {
    term: 'ocean current',
    aliases: ['ocean currents'],
    subjectId: 'oceanography',
    definition:
      'An ocean current is a continuous, directed movement of seawater, driven by wind, ' +
      'differences in temperature and salinity, and the rotation of the Earth. Currents such as ' +
      'the Gulf Stream carry heat around the globe and strongly influence regional climates.',
  },
  {
    term: 'tide',
    aliases: ['tides'],
    subjectId: 'oceanography',
    definition:
      'A tide is the regular rise and fall of sea level caused mainly by the gravitational pull ' +
      'of the Moon, and to a lesser extent the Sun, on the oceans. Most coasts have two high ' +
      'tides and two low tides a day, and the largest tides, called spring tides, occur at new ' +
      'and full moon.',
  },
  {
    term: 'coral reef',
    aliases: ['coral reefs'],
    subjectId: 'oceanography',
    definition:
      'A coral reef is an underwater structure built from the calcium carbonate skeletons of ' +
      'colonies of tiny animals called corals, usually in warm, shallow, clear seas. Reefs ' +
      'support a huge variety of marine life and are threatened by warming seas, which cause ' +
      'coral bleaching.',
  },
  {
    term: 'marine life',
    aliases: ['marine biology', 'sea life'],
    subjectId: 'oceanography',
    definition:
      'Marine life is the plants, animals and other organisms that live in the salt water of ' +
      'seas and oceans. It ranges from microscopic plankton, which produce much of the oxygen on ' +
      'Earth, to fish, seabirds, corals and whales.',
  },
  {
    term: 'Great Barrier Reef',
    subjectId: 'oceanography',
    definition:
      'The Great Barrier Reef is the largest coral reef system in the world, stretching for more ' +
      'than 2,300 kilometers along the northeast coast of Australia. It is a World Heritage Site ' +
      'and has suffered repeated mass coral bleaching as seas have warmed.',
  },
  {
    term: 'Mariana Trench',
    aliases: ['Marianas Trench', 'Challenger Deep'],
    subjectId: 'oceanography',
    definition:
      'The Mariana Trench is the deepest known part of the ocean, a long, narrow trench in the ' +
      'western Pacific Ocean. Its deepest point, the Challenger Deep, lies nearly 11 kilometers ' +
      'below the surface of the sea.',
  },
];
