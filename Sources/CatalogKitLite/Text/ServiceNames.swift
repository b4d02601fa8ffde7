/// Names of well-known services and companies written as one plain word, which no localisation
/// translates: a link to the app's "Twitter" or "Instagram" page is read so in German too (Mein
/// Moers' About screen, judged wrongly hard-coded in the thirty-sixth study), and the other
/// platforms' systems an app names beside iOS ("Android", Skip's showcase). A name with inner
/// capitals ("GitHub", "YouTube") is one without this list; words that are also ordinary words
/// ("Signal", "Threads", "Slack", "Notion") are not here.
enum ServiceNames {
    /// The names, as the services write them.
    static let names: Set<Substring> = [
        "Twitter", "Instagram", "Facebook", "Mastodon", "Bluesky", "Telegram", "Discord", "Reddit", "Spotify", "Pinterest", "Tumblr",
        "Snapchat", "Netflix", "Twitch", "Patreon", "Dropbox", "Gmail", "Google", "Microsoft", "Firefox", "Wikipedia", "Strava",
        "Threema", "Xing", "Flickr", "Vimeo", "Deezer", "Shazam", "Substack", "Android", "Linux",
    ]
}
