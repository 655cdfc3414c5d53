// Word lists of the synthetic benchmark data: plausible cocktail, people and venue names, with
// accents where real names have them ("Frappé", "Zoë", "Zürich"), so folded search is exercised.

export const COCKTAIL_BASES = [
  'Negroni', 'Daiquiri', 'Margarita', 'Martini', 'Manhattan', 'Old Fashioned', 'Sazerac', 'Spritz', 'Sour',
  'Fizz', 'Collins', 'Julep', 'Smash', 'Mule', 'Highball', 'Flip', 'Cobbler', 'Swizzle', 'Punch', 'Toddy',
  'Frappé', 'Rickey', 'Sling', 'Cooler', 'Buck', 'Crusta', 'Daisy', 'Mojito', 'Caipirinha', 'Paloma',
  'Gimlet', 'Sidecar', 'Boulevardier', 'Vieux Carré', 'Café Brûlot', 'Piña Colada', 'Mai Tai', 'Zombie',
  'Painkiller', 'Bramble', 'Aviation', 'Last Word', 'Penicillin', 'Hanky Panky', 'Bijou', 'Martinez',
  'Americano', 'Bellini', 'Mimosa', 'Kir Royal', 'Grasshopper', 'Alexander', 'Rusty Nail', 'Cosmopolitan',
  'Michelada', 'Pisco Sour', 'Clover Club', 'Corpse Reviver', 'Gin Fizz', 'Tom Collins', 'Bee’s Knees',
  'French 75', 'Hurricane', 'Jungle Bird', 'Cuba Libre', 'Dark ’n’ Stormy', 'Espresso Martini', 'Toronto',
];

export const COCKTAIL_MODIFIERS = [
  'Smoky', 'Spiced', 'Midnight', 'Garden', 'Oaxacan', 'Tropical', 'Winter', 'Summer', 'Autumn', 'Frozen',
  'Golden', 'Velvet', 'Crimson', 'Black', 'White', 'Blood Orange', 'Coconut', 'Mezcal', 'Rye', 'Bourbon',
  'Rum', 'Tequila', 'Gin', 'Cognac', 'Sherry', 'Amaro', 'Bitter', 'Honey', 'Ginger', 'Cardamom', 'Saffron',
  'Lavender', 'Rose', 'Hibiscus', 'Elderflower', 'Yuzu', 'Matcha', 'Espresso', 'Chocolate', 'Salted',
  'Burnt', 'Brûlée', 'Crème', 'Señorita', 'Mañana', 'Sakura', 'Nordic', 'Alpine', 'Parisian', 'Venetian',
  'Havana', 'Kyoto', 'Jalisco', 'Island', 'Desert', 'Harbour', 'Neon', 'Silk', 'Copper', 'Emerald',
  'Sapphire', 'Ruby', 'Amber', 'Ivory', 'Jade', 'Opal', 'Dusky', 'Late-Night', 'Little', 'Grand', 'Royal',
  'Dirty', 'Naked', 'Perfect', 'Reverse', 'Fat-Washed', 'Clarified', 'Barrel-Aged', 'Sparkling', 'Açaí',
];

export const COCKTAIL_SUFFIXES = [
  'Sbagliato', 'Royale', 'Fizz', 'Sour', 'Punch', 'Spritz', 'No. 2', 'Reviver', 'Cobbler', 'Highball', 'Flip',
  'Nuevo', 'Especial', 'Bianco', 'Rosso', 'Noir', 'Blanc', 'Supreme', 'Deluxe', 'Redux', 'Club', 'Cup',
];

export const ADJECTIVES = [
  'Velvet', 'Golden', 'Silver', 'Crimson', 'Scarlet', 'Hidden', 'Lucky', 'Wild', 'Quiet', 'Bitter', 'Sweet',
  'Smoky', 'Salty', 'Electric', 'Broken', 'Lonely', 'Drunken', 'Jolly', 'Dapper', 'Rusty', 'Dusty', 'Lazy',
  'Midnight', 'Morning', 'Tropical', 'Northern', 'Southern', 'Eastern', 'Western', 'Last', 'First', 'Old',
  'New', 'Little', 'Grand', 'Royal', 'Noble', 'Secret', 'Forgotten', 'Burning', 'Frozen', 'Blooming',
  'Sleepy', 'Brave', 'Gentle', 'Fancy', 'Humble', 'Curious', 'Crooked', 'Merry', 'Señorial', 'Élégant',
];

export const NOUNS = [
  'Dawn', 'Hammer', 'Lantern', 'Compass', 'Anchor', 'Harbor', 'Fox', 'Tiger', 'Kiss', 'Whisper', 'Storm',
  'Thunder', 'Ember', 'Garden', 'Orchard', 'Meadow', 'Lagoon', 'Voyage', 'Sunset', 'Sunrise', 'Horizon',
  'Mirage', 'Oasis', 'Saint', 'Sinner', 'Devil', 'Angel', 'Ghost', 'Pirate', 'Sailor', 'Captain', 'Duchess',
  'Baron', 'Pharaoh', 'Matador', 'Señor', 'Café', 'Piñata', 'Fiesta', 'Carnival', 'Tango', 'Bolero',
  'Sonata', 'Rhapsody', 'Nocturne', 'Éclair', 'Soufflé', 'Crêpe', 'Jubilee', 'Thistle', 'Fern', 'Cypress',
  'Magnolia', 'Orchid', 'Peony', 'Marigold', 'Heron', 'Falcon', 'Raven', 'Sparrow', 'Otter', 'Stag',
  'Lighthouse', 'Cathedral', 'Bridge', 'Tower', 'Alley', 'Parlour', 'Cellar', 'Attic', 'Lodge', 'Cabin',
  'Riviera', 'Boulevard', 'Piazza', 'Plaza', 'Bazaar', 'Souk', 'Kasbah', 'Pagoda', 'Café Noir', 'Mañana',
];

export const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth',
  'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Margaret', 'Donald', 'Sandra',
  'José', 'Zoë', 'Renée', 'Søren', 'Łukasz', 'Chloé', 'André', 'François', 'Jürgen', 'Björn', 'Mónica',
  'Inés', 'Ørjan', 'Siân', 'Noémie', 'Raúl', 'Sebastián', 'Ignacio', 'Zoltán', 'Dóra', 'Åsa', 'Hélène',
  'Joël', 'Anaïs', 'Maël', 'Léa', 'Mateo', 'Lucía', 'Martín', 'Sofía', 'Valentina', 'Camila', 'Ximena',
  'Yuki', 'Haruto', 'Sakura', 'Hiroshi', 'Mei', 'Wei', 'Jia', 'Min-jun', 'Seo-yeon', 'Aarav', 'Priya',
  'Ananya', 'Rohan', 'Omar', 'Layla', 'Yusuf', 'Fatima', 'Amir', 'Noor', 'Kwame', 'Ama', 'Chidi', 'Ngozi',
  'Olga', 'Ivan', 'Dmitri', 'Anastasia', 'Katarzyna', 'Piotr', 'Tomáš', 'Jiří', 'Ilse', 'Henrik', 'Freja',
  'Astrid', 'Matthias', 'Greta', 'Luca', 'Giulia', 'Alessandro', 'Chiara', 'Niamh', 'Ciarán', 'Aoife',
  'Seán', 'Eoin', 'Connor', 'Maeve', 'Harper', 'Mason', 'Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Elijah',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'García', 'Müller', 'Núñez', 'O’Brien', 'Nakamura', 'Kowalski', 'Ødegaard', 'Çelik', 'Łopata', 'Dvořák',
  'Schäfer', 'Fernández', 'Gómez', 'Pérez', 'Sánchez', 'Ramírez', 'Jiménez', 'Muñoz', 'Álvarez', 'Peña',
  'Lefèvre', 'Dubois', 'Moreau', 'Girard', 'Bézier', 'Bouchard', 'Côté', 'Gagné', 'Lévesque', 'Bergström',
  'Lindqvist', 'Sjöberg', 'Åberg', 'Jørgensen', 'Hansen', 'Nielsen', 'Kristiansen', 'Weiß', 'Schröder',
  'Köhler', 'Krüger', 'Hoffmann', 'Becker', 'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano',
  'Colombo', 'Ricci', 'Tanaka', 'Suzuki', 'Watanabe', 'Itō', 'Kim', 'Lee', 'Park', 'Choi', 'Chen', 'Wang',
  'Li', 'Zhang', 'Liu', 'Patel', 'Sharma', 'Singh', 'Kumar', 'Gupta', 'Haddad', 'Khalil', 'Mansour',
  'Okafor', 'Mensah', 'Adeyemi', 'Nowak', 'Wiśniewski', 'Wójcik', 'Novák', 'Horváth', 'Nagy', 'Szabó',
  'Papadopoulos', 'Ionescu', 'Popescu', 'Murphy', 'Kelly', 'O’Sullivan', 'Walsh', 'McCarthy', 'Byrne',
  'Ó Briain', 'MacLeod', 'Campbell', 'Stewart', 'Fraser', 'Evans', 'Hughes', 'Morgan', 'Price', 'Hall',
];

export const CITIES: ReadonlyArray<{ city: string; state: string | null; country: string }> = [
  { city: 'New York', state: 'NY', country: 'USA' },
  { city: 'Los Angeles', state: 'CA', country: 'USA' },
  { city: 'San Francisco', state: 'CA', country: 'USA' },
  { city: 'Chicago', state: 'IL', country: 'USA' },
  { city: 'New Orleans', state: 'LA', country: 'USA' },
  { city: 'Austin', state: 'TX', country: 'USA' },
  { city: 'Seattle', state: 'WA', country: 'USA' },
  { city: 'Portland', state: 'OR', country: 'USA' },
  { city: 'Miami', state: 'FL', country: 'USA' },
  { city: 'Boston', state: 'MA', country: 'USA' },
  { city: 'Nashville', state: 'TN', country: 'USA' },
  { city: 'Denver', state: 'CO', country: 'USA' },
  { city: 'Montréal', state: 'QC', country: 'Canada' },
  { city: 'Toronto', state: 'ON', country: 'Canada' },
  { city: 'Vancouver', state: 'BC', country: 'Canada' },
  { city: 'Mexico City', state: 'CDMX', country: 'Mexico' },
  { city: 'Guadalajara', state: 'Jalisco', country: 'Mexico' },
  { city: 'Oaxaca', state: 'Oaxaca', country: 'Mexico' },
  { city: 'Bogotá', state: null, country: 'Colombia' },
  { city: 'Medellín', state: null, country: 'Colombia' },
  { city: 'São Paulo', state: 'SP', country: 'Brazil' },
  { city: 'Rio de Janeiro', state: 'RJ', country: 'Brazil' },
  { city: 'Buenos Aires', state: null, country: 'Argentina' },
  { city: 'Lima', state: null, country: 'Peru' },
  { city: 'Havana', state: null, country: 'Cuba' },
  { city: 'London', state: null, country: 'United Kingdom' },
  { city: 'Edinburgh', state: null, country: 'United Kingdom' },
  { city: 'Dublin', state: null, country: 'Ireland' },
  { city: 'Paris', state: null, country: 'France' },
  { city: 'Lyon', state: null, country: 'France' },
  { city: 'Barcelona', state: 'Catalonia', country: 'Spain' },
  { city: 'Madrid', state: null, country: 'Spain' },
  { city: 'Málaga', state: 'Andalusia', country: 'Spain' },
  { city: 'Córdoba', state: 'Andalusia', country: 'Spain' },
  { city: 'Lisbon', state: null, country: 'Portugal' },
  { city: 'Porto', state: null, country: 'Portugal' },
  { city: 'Rome', state: null, country: 'Italy' },
  { city: 'Milan', state: null, country: 'Italy' },
  { city: 'Florence', state: null, country: 'Italy' },
  { city: 'Berlin', state: null, country: 'Germany' },
  { city: 'München', state: 'Bavaria', country: 'Germany' },
  { city: 'Düsseldorf', state: null, country: 'Germany' },
  { city: 'Köln', state: null, country: 'Germany' },
  { city: 'Zürich', state: null, country: 'Switzerland' },
  { city: 'Genève', state: null, country: 'Switzerland' },
  { city: 'Wien', state: null, country: 'Austria' },
  { city: 'Amsterdam', state: null, country: 'Netherlands' },
  { city: 'København', state: null, country: 'Denmark' },
  { city: 'Stockholm', state: null, country: 'Sweden' },
  { city: 'Malmö', state: null, country: 'Sweden' },
  { city: 'Göteborg', state: null, country: 'Sweden' },
  { city: 'Oslo', state: null, country: 'Norway' },
  { city: 'Reykjavík', state: null, country: 'Iceland' },
  { city: 'Kraków', state: null, country: 'Poland' },
  { city: 'Praha', state: null, country: 'Czechia' },
  { city: 'Budapest', state: null, country: 'Hungary' },
  { city: 'Athína', state: null, country: 'Greece' },
  { city: 'İstanbul', state: null, country: 'Türkiye' },
  { city: 'Tel Aviv', state: null, country: 'Israel' },
  { city: 'Dubai', state: null, country: 'United Arab Emirates' },
  { city: 'Mumbai', state: null, country: 'India' },
  { city: 'Singapore', state: null, country: 'Singapore' },
  { city: 'Hong Kong', state: null, country: 'China' },
  { city: 'Shanghai', state: null, country: 'China' },
  { city: 'Tokyo', state: null, country: 'Japan' },
  { city: 'Kyoto', state: null, country: 'Japan' },
  { city: 'Seoul', state: null, country: 'South Korea' },
  { city: 'Bangkok', state: null, country: 'Thailand' },
  { city: 'Sydney', state: 'NSW', country: 'Australia' },
  { city: 'Melbourne', state: 'VIC', country: 'Australia' },
  { city: 'Auckland', state: null, country: 'New Zealand' },
  { city: 'Cape Town', state: null, country: 'South Africa' },
];

export const STREETS = [
  'Main Street', 'Bowery', 'Calle Mayor', 'Rue de Rivoli', 'Via Roma', 'Königsallee', 'Bahnhofstrasse',
  'Avenida Paulista', 'Calle 13', 'Orchard Road', 'King Street', 'Queen Street', 'High Street',
  'Carrer de Balmes', 'Rua Augusta', 'Strøget', 'Váci utca', 'Ulica Floriańska', 'Harbour Road', 'Market Lane',
];

export const VENUE_WORDS = [
  'Bar', 'Lounge', 'Room', 'Club', 'Tavern', 'Saloon', 'Cantina', 'Bodega', 'Taberna', 'Bistro', 'Brasserie',
  'Speakeasy', 'Social', 'House', 'Kitchen', 'Cellar', 'Terrace', 'Rooftop', 'Parlour', 'Den',
];

/** Who makes an ingredient variant ("Casa Oro Aged Rum"). */
export const INGREDIENT_MAKERS = [
  'Old Harbor', 'Casa Oro', 'Maison Lefèvre', 'Destilería Núñez', 'Château Bézier', 'Bergström', 'Nordlys',
  'Sierra Alta', 'Isla Verde', 'Montaña', 'Fränkisch', 'Kōjō', 'Mānuka', 'Hacienda Peña', 'Brennerei Köhler',
  'Distillerie Côté', 'Highland Glen', 'Blackwater', 'Red Fox', 'Silver Crane', 'Golden Hind', 'Three Oaks',
];

/** How a variant differs from its base ("Navy Strength Gin"). */
export const INGREDIENT_STYLES = [
  'Aged', 'Overproof', 'Navy Strength', 'Barrel-Aged', 'Smoked', 'Spiced', 'Single Barrel', 'Small Batch',
  'Reserve', 'Añejo', 'Blanco', 'Reposado', 'Vieux', 'Hors d’Âge', 'Cask Strength', 'Double Oak', 'Cold-Pressed',
  'House-Made', 'Organic', 'Rich', 'Light', 'Dark', 'Dry', 'Sweet',
];

export const GARNISHES = [
  'Lemon twist', 'Orange peel', 'Lime wheel', 'Cherry', 'Mint sprig', 'Olive', 'Grapefruit peel', 'Nutmeg',
  'Cinnamon stick', 'Star anise', 'Pineapple wedge', 'Cucumber ribbon', 'Edible flower', 'Salt rim',
  'Sugar rim', 'Coffee beans', 'Rosemary sprig', 'Basil leaf', 'Dehydrated orange', 'Crème fraîche float',
];

export const DESCRIPTION_OPENINGS = [
  'A bright, citrus-forward take on a classic.',
  'Rich and spirit-forward, best sipped slowly.',
  'Light, bubbly and dangerously easy to drink.',
  'A smoky riff built for cold evenings.',
  'Herbal and bittersweet, with a long finish.',
  'Fruity and tropical, made for the patio.',
  'A silky nightcap with a touch of spice.',
  'Crisp, dry and aromatic.',
];

export const BIOS = [
  'Bartender by night, amaro collector by day.',
  'Always chasing the perfect daiquiri.',
  'Mezcal nerd. Ask me about agave.',
  'Home bartender with too many bottles.',
  'Running the bar program at a neighbourhood spot.',
  'Brand ambassador, former bar manager.',
  'Cocktail historian and punch enthusiast.',
  'I judge bars by their ice.',
];

export const REPORT_MESSAGES = [
  'The lime juice amount looks too high; most sources use 22 ml.',
  'This should be stirred, not shaken.',
  'The garnish is an orange twist in the original recipe.',
  'Wrong glass: this is served in a coupe.',
  'The creator credit is missing.',
  'Typo in the name.',
  'Sugar syrup should be rich (2:1) here.',
  'The year is off by a decade.',
];
