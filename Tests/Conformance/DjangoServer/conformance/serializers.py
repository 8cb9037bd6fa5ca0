from rest_framework import serializers


class AuthorSerializer(serializers.Serializer):
    name = serializers.CharField()
    email = serializers.EmailField(required=False, allow_null=True)


class BookSerializer(serializers.Serializer):
    """A book, with the field kinds Django REST framework users reach for."""

    id = serializers.UUIDField(read_only=True)
    title = serializers.CharField(max_length=200)
    subtitle = serializers.CharField(allow_blank=True, required=False, default="")
    isbn = serializers.CharField(allow_null=True)
    price = serializers.DecimalField(max_digits=8, decimal_places=2)
    published = serializers.DateField()
    updated_at = serializers.DateTimeField()
    opens_at = serializers.TimeField(allow_null=True, required=False)
    genre = serializers.ChoiceField(choices=[("fiction", "Fiction"), ("non-fiction", "Non-fiction"), ("poetry", "Poetry")])
    in_print = serializers.BooleanField()
    rating = serializers.FloatField(allow_null=True, required=False)
    pages = serializers.IntegerField(min_value=1)
    tags = serializers.ListField(child=serializers.CharField(), required=False, default=list)
    author = AuthorSerializer()
    editions = serializers.DictField(child=serializers.IntegerField(), required=False, default=dict)


class ProblemSerializer(serializers.Serializer):
    detail = serializers.CharField()


class EchoSerializer(serializers.Serializer):
    slug = serializers.CharField()
    ids = serializers.ListField(child=serializers.IntegerField())
    genre = serializers.CharField(allow_null=True)
    day = serializers.DateField(allow_null=True)
    trace = serializers.CharField(allow_null=True)
    session = serializers.CharField(allow_null=True)


class UploadSerializer(serializers.Serializer):
    file = serializers.FileField()
    caption = serializers.CharField()


class UploadEchoSerializer(serializers.Serializer):
    caption = serializers.CharField()
    name = serializers.CharField()
    size = serializers.IntegerField()
    sha256 = serializers.CharField()


class SubscriptionSerializer(serializers.Serializer):
    email = serializers.EmailField()
    topics = serializers.MultipleChoiceField(choices=["news", "offers"])
    weekly = serializers.BooleanField()


class WhoamiSerializer(serializers.Serializer):
    scheme = serializers.CharField()
    credential = serializers.CharField()
